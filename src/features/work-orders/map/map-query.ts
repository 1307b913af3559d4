import dayjs from 'dayjs';
import { DEFAULT_PAGINATION } from '../../../components/data-table/pagination';
import type { MapFilterInput } from '../../../domain/work-order-clusters';
import { WORK_ORDER_STATUS } from '../../../domain/workorders';
import { toListQuery, type WorkOrderFilter } from '../filter';
import { filterFromParams, filterToParams } from '../filter-params';
import { ACTIVE_MAP_STATUSES, isActiveMapStatus, type ActiveMapStatus, type MapKind } from './map-legend';

/** SPEC section 9: one map screen opens at zoom 8, the other at 7 (docs/decisions.md). */
export const MAP_ZOOM: Record<MapKind, number> = { active: 8, completed: 7 };

export const ACTIVE_MAP_PATH = '/work-order/map-view';
export const COMPLETED_MAP_PATH = '/work-order/map-view/completed-order';

/** Calendar days, "YYYY-MM-DD", both included. */
export interface DayRange {
  start: string;
  end: string;
}

const DAY_FORMAT = 'YYYY-MM-DD';

/** The completed map's default (SPEC section 9): the last month, up to and including today. */
export function lastMonth(today: Date): DayRange {
  const day = dayjs(today);
  return { start: day.subtract(1, 'month').format(DAY_FORMAT), end: day.format(DAY_FORMAT) };
}

/** What a map screen shows, as kept in the address. */
export interface MapParams {
  /** The Filter panel's fields; its statuses and (completed map) dates are the two below. */
  filter: WorkOrderFilter;
  search: string;
  /** The legend's selection (active map); at least one. */
  statuses: ActiveMapStatus[];
  /** The date range picker (completed map). */
  range: DayRange;
}

/**
 * Reads a map's address. The active map shows all of its statuses unless the address names some; the
 * completed map shows the last month unless it names both days (`from` and `to`, as the list's filter).
 */
export function mapParamsFrom(params: URLSearchParams, kind: MapKind, today: Date): MapParams {
  const { filter, search } = filterFromParams(params);
  const named = params.has('status') ? filter.statuses.filter(isActiveMapStatus) : [];
  const statuses = kind === 'active' && named.length > 0 ? named : [...ACTIVE_MAP_STATUSES];
  const range =
    kind === 'completed' && filter.startDate && filter.endDate && filter.startDate <= filter.endDate
      ? { start: filter.startDate, end: filter.endDate }
      : lastMonth(today);
  return { filter, search, statuses, range };
}

/** Writes a map's address, leaving the defaults out so the plain map link stays the plain map. */
export function mapParamsTo(
  kind: MapKind,
  { filter, search, statuses, range }: MapParams,
  today: Date,
): URLSearchParams {
  const defaults = lastMonth(today);
  const ownRange = range.start !== defaults.start || range.end !== defaults.end;
  const params = filterToParams({
    filter: {
      ...filter,
      statuses: kind === 'active' ? statuses : [],
      ...(kind === 'completed'
        ? { startDate: ownRange ? range.start : null, endDate: ownRange ? range.end : null }
        : {}),
    },
    search,
    pagination: DEFAULT_PAGINATION,
  });
  const allStatuses = ACTIVE_MAP_STATUSES.every((id) => statuses.includes(id));
  if (kind === 'completed' || allStatuses) params.delete('status');
  return params;
}

/**
 * The map filter every map call sends (the viewports, the extent, the area selection, Export in CSV): the
 * list's filter of the Filter panel with the search. The active map asks for the legend's statuses (the first
 * as `status`, the rest as `multipleStatus`, as the list sends them); the completed map for status 4
 * completed between the first day's start and the last day's end.
 */
export function mapFilterBody(kind: MapKind, { filter, search, statuses, range }: MapParams): MapFilterInput {
  const scoped: WorkOrderFilter =
    kind === 'active'
      ? { ...filter, statuses }
      : { ...filter, statuses: [WORK_ORDER_STATUS.completed], startDate: range.start, endDate: range.end };
  return { ...toListQuery(scoped), ...(search ? { searchString: search } : {}) };
}

/**
 * The completed map's days after the Filter panel was applied: its start and end dates are the picker's.
 * A missing end is today's side of the default, a missing start its other side; cleared or reversed days
 * put the default back.
 */
export function rangeFromPanel(
  filter: Pick<WorkOrderFilter, 'startDate' | 'endDate'>,
  today: Date,
): DayRange {
  const defaults = lastMonth(today);
  const start = filter.startDate ?? defaults.start;
  const end = filter.endDate ?? defaults.end;
  return (filter.startDate || filter.endDate) && start <= end ? { start, end } : defaults;
}

/**
 * What the other map's address keeps when switching between Active and Completed: the search and the Filter
 * panel's fields that mean the same on both (project, access group, vendor, crew, workflow, template field).
 * The legend's statuses, the dates (the completed map's range) and the approval status belong to one map.
 */
export function switchedMapSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const name of ['status', 'from', 'to', 'approval', 'page', 'size']) kept.delete(name);
  const search = kept.toString();
  return search ? `?${search}` : '';
}
