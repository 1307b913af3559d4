import { emailRule, requiredRule } from '../../../components/form/rules';
import { phoneRule, textOrNull } from '../../../components/lookups/contact-rules';
import { WORKFORCE_KIND, type Workforce, type WorkforceKind } from '../../../domain/workforce';

export const WORKFORCE_PATH = '/user-management/mobile-user';
export const EMPLOYEE_CODE_MAX = 30;

export interface WorkforceFormValues {
  /** '1' mobile user, '2' supervisor (as the segmented control holds it). */
  kind: string;
  name: string;
  email: string;
  phone: string;
  employeeCode: string;
  /** The vendor they work for; null for the organisation's own staff. */
  vendorId: string | null;
  /** Whom a mobile user reports to; always null for a supervisor. */
  supervisorId: string | null;
  isActive: boolean;
}

export function emptyWorkforceMember(vendorId: string | null): WorkforceFormValues {
  return {
    kind: String(WORKFORCE_KIND.mobileUser),
    name: '',
    email: '',
    phone: '',
    employeeCode: '',
    vendorId,
    supervisorId: null,
    isActive: true,
  };
}

export function workforceValuesOf(member: Workforce): WorkforceFormValues {
  return {
    kind: String(member.kind),
    name: member.name,
    email: member.email,
    phone: member.phone ?? '',
    employeeCode: member.employeeCode ?? '',
    vendorId: member.vendorId,
    supervisorId: member.supervisorId,
    isActive: member.isActive,
  };
}

export function isSupervisor(values: Pick<WorkforceFormValues, 'kind'>): boolean {
  return Number(values.kind) === WORKFORCE_KIND.supervisor;
}

/** A supervisor works for one vendor, so another vendor clears the chosen supervisor (as a vendor clears a crew). */
export function withWorkforceVendor(
  values: WorkforceFormValues,
  vendorId: string | null,
): WorkforceFormValues {
  if (values.vendorId === vendorId) return values;
  return { ...values, vendorId, supervisorId: null };
}

/** Only a mobile user reports to a supervisor: making someone a supervisor clears theirs. */
export function withKind(values: WorkforceFormValues, kind: string): WorkforceFormValues {
  const next = { ...values, kind };
  return isSupervisor(next) ? { ...next, supervisorId: null } : next;
}

export const workforceRules = {
  name: requiredRule('Name'),
  email: emailRule('Email', { required: true }),
  phone: phoneRule,
};

/** The body of POST and PUT Workforce, without id and version. */
export function workforcePayload(values: WorkforceFormValues) {
  const kind = Number(values.kind) as WorkforceKind;
  return {
    kind,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: textOrNull(values.phone),
    employeeCode: textOrNull(values.employeeCode),
    vendorId: values.vendorId,
    supervisorId: isSupervisor(values) ? null : values.supervisorId,
    isActive: values.isActive,
  };
}

export function kindName(kind: number): string {
  return kind === WORKFORCE_KIND.supervisor ? 'Supervisor' : 'Mobile user';
}

/** Segments tall enough to tap (44 px with the control's padding), like every other control here. */
export const SEGMENT_STYLES = {
  label: { minHeight: 36, display: 'flex', alignItems: 'center', justifyContent: 'center' },
} as const;
