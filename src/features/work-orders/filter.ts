import {
  EMPTY_TEMPLATE_FIELD_FILTER,
  withElement,
  withTemplate,
  type TemplateFieldFilterValue,
} from '../../components/lookups/template-field-filter';
import { UI_FILTER_OPERATORS, type FilterOperator } from '../../domain/element-values';
import {
  APPROVAL_STATUSES,
  DEFAULT_WORK_ORDER_FILTER,
  WORK_ORDER_STATUSES,
  type ApprovalStatus,
  type WorkOrderFilterInput,
  type WorkOrderStatus,
} from '../../domain/workorders';

export function isStatusId(value: number): value is WorkOrderStatus {
  return WORK_ORDER_STATUSES.some((status) => status.id === value);
}

export function isApprovalId(value: number): value is ApprovalStatus {
  return APPROVAL_STATUSES.some((status) => status.id === value);
}

export function isOperator(value: number): value is FilterOperator {
  return UI_FILTER_OPERATORS.some((operator) => operator === value);
}

/** What the Filter panel holds (SPEC section 3's work-order filter, before it is sent). */
export interface WorkOrderFilter {
  /** Chosen statuses in the order chosen; none means every status. */
  statuses: WorkOrderStatus[];
  projectId: string | null;
  /** Only meaningful with a project: the project's groups are the only ones offered. */
  accessGroupId: string | null;
  vendorId: string | null;
  crewId: string | null;
  workflowId: string | null;
  approvalStatus: ApprovalStatus | null;
  /** Calendar days, "YYYY-MM-DD". */
  startDate: string | null;
  endDate: string | null;
  template: TemplateFieldFilterValue;
}

/** SPEC section 9: status 4 and MultipleStatus [1], i.e. completed and unassigned work. */
export const DEFAULT_FILTER: WorkOrderFilter = {
  statuses: [DEFAULT_WORK_ORDER_FILTER.status, ...DEFAULT_WORK_ORDER_FILTER.multipleStatus],
  projectId: null,
  accessGroupId: null,
  vendorId: null,
  crewId: null,
  workflowId: null,
  approvalStatus: null,
  startDate: null,
  endDate: null,
  template: EMPTY_TEMPLATE_FIELD_FILTER,
};

// The clearing rules of SPEC section 5. Choosing the same value again changes nothing.

/** A new project has other access groups: the chosen group goes. */
export function withProject(filter: WorkOrderFilter, projectId: string | null): WorkOrderFilter {
  if (filter.projectId === projectId) return filter;
  return { ...filter, projectId, accessGroupId: null };
}

/** A crew belongs to one vendor: choosing a vendor clears the crew. */
export function withVendor(filter: WorkOrderFilter, vendorId: string | null): WorkOrderFilter {
  if (filter.vendorId === vendorId) return filter;
  return { ...filter, vendorId, crewId: null };
}

/** Choosing a template clears its field, operator and value. */
export function withWorkLocationTemplate(
  filter: WorkOrderFilter,
  templateId: string | null,
): WorkOrderFilter {
  const template = withTemplate(filter.template, templateId);
  return template === filter.template ? filter : { ...filter, template };
}

/** Choosing a field clears the operator and the value. */
export function withTemplateElement(filter: WorkOrderFilter, elementId: string | null): WorkOrderFilter {
  const template = withElement(filter.template, elementId);
  return template === filter.template ? filter : { ...filter, template };
}

/** Operators 2 and 3 are never offered (SPEC section 5); anything else is dropped. */
export function withOperator(filter: WorkOrderFilter, operator: number | null): WorkOrderFilter {
  return {
    ...filter,
    template: { ...filter.template, operator: operator !== null && isOperator(operator) ? operator : null },
  };
}

/** A day as the server wants it: ISO with a trailing Z; the end date covers the whole of its day. */
export function dayBound(day: string, end: boolean): string {
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}Z`;
}

/**
 * The body of getAllWorkOrders. The first chosen status goes as `status`, the others as `multipleStatus`
 * (a status matches either), so the default is sent as SPEC section 9 names it: status 4, MultipleStatus [1].
 * The template-field filter is sent only once field, operator and value are all there.
 */
export function toListQuery(filter: WorkOrderFilter): WorkOrderFilterInput {
  const [first, ...rest] = filter.statuses;
  const template = filter.template;
  const value = template.value.trim();
  return {
    ...(first === undefined ? {} : { status: first }),
    ...(rest.length > 0 ? { multipleStatus: rest } : {}),
    ...(filter.projectId ? { projectId: filter.projectId } : {}),
    ...(filter.projectId && filter.accessGroupId ? { accessGroupId: filter.accessGroupId } : {}),
    ...(filter.vendorId ? { vendorId: filter.vendorId } : {}),
    ...(filter.crewId ? { crewId: filter.crewId } : {}),
    ...(filter.workflowId ? { workflowId: filter.workflowId } : {}),
    ...(filter.approvalStatus ? { approvalStatus: filter.approvalStatus } : {}),
    ...(filter.startDate ? { startDate: dayBound(filter.startDate, false) } : {}),
    ...(filter.endDate ? { endDate: dayBound(filter.endDate, true) } : {}),
    ...(template.templateId ? { worklocationTemplateId: template.templateId } : {}),
    ...(template.templateId && template.elementId && template.operator !== null && value
      ? {
          worklocationTemplateElementId: template.elementId,
          worklocationTemplateElementFilterOperator: template.operator,
          worklocationTemplateFilterValue: value,
        }
      : {}),
  };
}

/** The filter's fields other than the statuses that narrow the list when set. */
function narrowingFields(filter: WorkOrderFilter): number {
  const simple = [
    filter.projectId,
    filter.accessGroupId,
    filter.vendorId,
    filter.crewId,
    filter.workflowId,
    filter.approvalStatus,
    filter.startDate,
    filter.endDate,
    filter.template.templateId,
  ];
  return simple.filter((value) => value !== null).length;
}

/** How many filter fields differ from the defaults. */
export function changedFieldCount(filter: WorkOrderFilter): number {
  const sameStatuses =
    filter.statuses.length === DEFAULT_FILTER.statuses.length &&
    filter.statuses.every((status) => DEFAULT_FILTER.statuses.includes(status));
  return (sameStatuses ? 0 : 1) + narrowingFields(filter);
}

/** How many filter fields narrow the list, the default statuses included: shown on the Filter button. */
export function activeFieldCount(filter: WorkOrderFilter): number {
  return (filter.statuses.length > 0 ? 1 : 0) + narrowingFields(filter);
}

/**
 * The filter in words, for the list's subtitle: "Unassigned and Completed work orders (the default filter)",
 * "Completed work orders, 2 more filters".
 */
export function describeFilter(filter: WorkOrderFilter): string {
  const names = WORK_ORDER_STATUSES.filter((status) => filter.statuses.includes(status.id)).map(
    (status) => status.name,
  );
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}` : names[0];
  const statuses = listed ? `${listed} work orders` : 'Work orders of every status';
  const more = narrowingFields(filter);
  if (changedFieldCount(filter) === 0) return `${statuses} (the default filter)`;
  return more === 0 ? statuses : `${statuses}, ${more} more ${more === 1 ? 'filter' : 'filters'}`;
}
