import dayjs from 'dayjs';
import { chosen, requiredRule } from '../../../components/form/rules';
import { textOrNull } from '../../../components/lookups/contact-rules';
import { MESSAGES } from '../../../domain/messages';
import type { WorkOrderDetail } from '../../../domain/workorders';

/** The description is longer than the usual text field (workOrderCreateSchema: 500). */
export const DESCRIPTION_MAX = 500;

/** Mantine's DateTimePicker holds local 'YYYY-MM-DD HH:mm:ss'; the API takes ISO instants. */
export const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DISPLAY_DATE_TIME = 'DD MMM YY, HH:mm';

export function pickerToIso(value: string | null): string | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.toISOString() : null;
}

export function isoToPicker(value: string | null): string | null {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(PICKER_FORMAT) : null;
}

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format(DISPLAY_DATE_TIME) : '—';
}

export interface PlannedValues {
  plannedStartTime: string | null;
  plannedEndTime: string | null;
  description: string;
}

export interface WorkOrderCreateValues extends PlannedValues {
  projectId: string | null;
  workLocationId: string | null;
  workflowId: string | null;
  vendorId: string | null;
  crewId: string | null;
}

export const EMPTY_WORK_ORDER: WorkOrderCreateValues = {
  projectId: null,
  workLocationId: null,
  workflowId: null,
  vendorId: null,
  crewId: null,
  plannedStartTime: null,
  plannedEndTime: null,
  description: '',
};

/** Same rule as the server's (workOrderCreateSchema / workOrderUpdateSchema). */
function plannedEndRule(value: string | null, values: PlannedValues): string | null {
  const start = pickerToIso(values.plannedStartTime);
  const end = pickerToIso(value);
  return start && end && Date.parse(end) < Date.parse(start)
    ? 'The planned end must not be before the planned start'
    : null;
}

export const plannedRules = { plannedEndTime: plannedEndRule };

/**
 * The server's rules for a new order, checked before sending so that a form filled in offline is right
 * before it is queued. Vendor and crew go together: both or neither (for a vendor user the vendor is their
 * own, so only the crew decides).
 */
export function createRules(vendorFixed: boolean) {
  return {
    projectId: requiredRule('Project'),
    workLocationId: requiredRule('Work location'),
    workflowId: requiredRule('Workflow'),
    vendorId: (value: string | null, values: WorkOrderCreateValues) =>
      !vendorFixed && values.crewId && !value ? MESSAGES.vendorRequired : null,
    crewId: (value: string | null, values: WorkOrderCreateValues) =>
      !vendorFixed && values.vendorId && !value ? MESSAGES.crewRequired : null,
    ...plannedRules,
  };
}

export function plannedPayload(values: PlannedValues) {
  return {
    plannedStartTime: pickerToIso(values.plannedStartTime),
    plannedEndTime: pickerToIso(values.plannedEndTime),
    description: textOrNull(values.description),
  };
}

/** POST Workorder's body; `ownVendorId` is a vendor user's vendor, which goes with any crew they choose. */
export function createPayload(values: WorkOrderCreateValues, ownVendorId: string | null) {
  const vendorId = ownVendorId ? (values.crewId ? ownVendorId : null) : values.vendorId;
  return {
    projectId: chosen(values.projectId),
    workLocationId: chosen(values.workLocationId),
    workflowId: chosen(values.workflowId),
    vendorId,
    crewId: vendorId ? values.crewId : null,
    ...plannedPayload(values),
  };
}

export function plannedValuesOf(order: WorkOrderDetail): PlannedValues {
  return {
    plannedStartTime: isoToPicker(order.plannedStartTime),
    plannedEndTime: isoToPicker(order.plannedEndTime),
    description: order.description ?? '',
  };
}
