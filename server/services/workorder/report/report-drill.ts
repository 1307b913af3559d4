import type {
  ReportDateRange,
  ReportDefinition,
  ReportDrill,
  ReportFieldValue,
  ReportFilter,
  ReportGroupKey,
} from '../../../../src/domain/reports';
import { dayEnd, dayStart } from './filter-sql';

/**
 * The work-order list's filter (src/features/work-orders/filter-params.ts) that lists exactly the orders of a
 * row. `statuses` null means every status. Anything the list cannot express makes the drill-down null.
 */
interface ListFilter {
  statuses: number[] | null;
  single: Partial<
    Record<'projectId' | 'vendorId' | 'crewId' | 'workflowId' | 'accessGroupId' | 'templateId', string>
  >;
  approval?: number;
  from?: string;
  to?: string;
  field?: { elementId: string; operator: number; value: string };
}

const ALL_STATUSES = [1, 2, 3, 4, 5];
const SINGLE_ID: Partial<Record<number, keyof ListFilter['single']>> = {
  1: 'projectId',
  2: 'vendorId',
  3: 'crewId',
  8: 'workflowId',
  13: 'templateId',
  16: 'accessGroupId',
};

function only(filter: ListFilter, statuses: number[]): void {
  filter.statuses = (filter.statuses ?? ALL_STATUSES).filter((s) => statuses.includes(s));
}

/** Sets one id of the list's filter; false when another id is set already (no list filter says "both"). */
function setSingle(filter: ListFilter, key: keyof ListFilter['single'], id: string): boolean {
  if (filter.single[key] && filter.single[key] !== id) return false;
  filter.single[key] = id;
  return true;
}

function narrowDays(filter: ListFilter, range: { from: string | null; to: string | null }): void {
  only(filter, [4]);
  if (range.from && (!filter.from || range.from > filter.from)) filter.from = range.from;
  if (range.to && (!filter.to || range.to < filter.to)) filter.to = range.to;
}

function applyFilter(filter: ListFilter, row: ReportFilter): boolean {
  const key = SINGLE_ID[row.type];
  if (key) {
    const ids = row.value as string[];
    return ids.length === 1 && setSingle(filter, key, ids[0]!);
  }
  switch (row.type) {
    case 5:
      narrowDays(filter, row.value as ReportDateRange);
      return true;
    case 6: {
      const ids = row.value as number[];
      if (ids.length !== 1 || (filter.approval && filter.approval !== ids[0])) return false;
      filter.approval = ids[0];
      return true;
    }
    case 7:
      only(filter, row.value as number[]);
      return true;
    case 14: {
      const field = row.value as ReportFieldValue;
      if (filter.field || !row.subTypeId || !setSingle(filter, 'templateId', row.subTypeId)) return false;
      filter.field = { elementId: field.elementId, operator: row.operator, value: field.value };
      return true;
    }
    case 18:
      return true;
    default:
      return false;
  }
}

/** The list filter of the report's filter rows, or null when one of them has no list equivalent. */
export function baseListFilter(definition: ReportDefinition): ListFilter | null {
  const filter: ListFilter = { statuses: null, single: {} };
  return definition.filters.every((row) => applyFilter(filter, row)) ? filter : null;
}

const monthEnd = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
};

/** Narrows the list filter to one group's value; false when the list cannot say it. */
function applyGroup(
  filter: ListFilter,
  key: ReportGroupKey,
  value: unknown,
  projectOf: ReadonlyMap<string, string>,
): boolean {
  const id = value === null || value === undefined ? null : String(value);
  switch (key) {
    case 'status':
      only(filter, [Number(value)]);
      return true;
    case 'approvalStatus':
      // Only completed work has an approval.
      if (id === null) only(filter, [1, 2, 3, 5]);
      else if (filter.approval && filter.approval !== Number(value)) return false;
      else filter.approval = Number(value);
      return true;
    case 'vendor':
    case 'crew':
      // Unassigned work (status 1) is exactly the work without a vendor and crew.
      if (id === null) only(filter, [1]);
      return id === null || setSingle(filter, key === 'vendor' ? 'vendorId' : 'crewId', id);
    case 'project':
    case 'workflow':
    case 'template':
      return id !== null && setSingle(filter, `${key}Id`, id);
    case 'accessGroup': {
      const project = id ? projectOf.get(id) : undefined;
      return (
        !!id && !!project && setSingle(filter, 'accessGroupId', id) && setSingle(filter, 'projectId', project)
      );
    }
    case 'completedDay':
    case 'completedMonth':
      if (id === null) only(filter, [1, 2, 3, 5]);
      else
        narrowDays(filter, {
          from: id.slice(0, 10),
          to: key === 'completedDay' ? id.slice(0, 10) : monthEnd(id.slice(0, 10)),
        });
      return true;
    default:
      return false;
  }
}

function drillOf(filter: ListFilter): ReportDrill {
  const params: Record<string, string> = {};
  const body: Record<string, unknown> = {};
  const statuses = filter.statuses === null ? null : [...filter.statuses].sort();
  params.status = statuses === null || statuses.length === 5 ? 'any' : statuses.join(',');
  if (statuses !== null && statuses.length < 5) body.multipleStatus = statuses;
  for (const [key, id] of Object.entries(filter.single)) {
    params[key] = id;
    body[key === 'templateId' ? 'worklocationTemplateId' : key] = id;
  }
  if (filter.approval) {
    params.approval = String(filter.approval);
    body.approvalStatus = filter.approval;
  }
  if (filter.from) {
    params.from = filter.from;
    body.startDate = dayStart(filter.from);
  }
  if (filter.to) {
    params.to = filter.to;
    body.endDate = dayEnd(filter.to);
  }
  if (filter.field) {
    Object.assign(params, {
      fieldId: filter.field.elementId,
      op: String(filter.field.operator),
      value: filter.field.value,
    });
    body.worklocationTemplateElementId = filter.field.elementId;
    body.worklocationTemplateElementFilterOperator = filter.field.operator;
    body.worklocationTemplateFilterValue = filter.field.value;
  }
  return { path: '/work-order/list-view', params, filter: body };
}

/** The drill-down of one grouped row, given the report's list filter and the row's group values. */
export function rowDrill(
  base: ListFilter | null,
  groups: ReadonlyArray<{ key: ReportGroupKey; value: unknown }>,
  projectOf: ReadonlyMap<string, string>,
): ReportDrill | null {
  if (!base) return null;
  const filter: ListFilter = {
    ...base,
    single: { ...base.single },
    statuses: base.statuses && [...base.statuses],
  };
  if (!groups.every((group) => applyGroup(filter, group.key, group.value, projectOf))) return null;
  // The list filters a date range on completion only when completed work alone is asked for.
  if ((filter.from || filter.to) && (filter.statuses?.length !== 1 || filter.statuses[0] !== 4)) return null;
  return drillOf(filter);
}
