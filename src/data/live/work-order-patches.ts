import type { LiveChange, LiveWorkOrder, LiveWorkOrderData } from '../../domain/live-events';
import { liveWorkOrderOf } from '../../domain/live-events';
import type { SwimlaneOrder, SwimlaneQuery, SwimlaneViewData } from '../../domain/swimlane';
import type { MapArea, MapFilterInput, MapViewAnswer } from '../../domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../domain/work-order-map';
import { approvalName, statusName, WORK_ORDER_STATUS, type WorkOrder } from '../../domain/workorders';

/**
 * Patches of the cached maps and swim-lane boards from an order's change event, so a change someone else made
 * shows without asking the server again. Each answers the patched copy, `unchanged` (the change does not
 * touch it), or `refetch` when the event does not carry enough to be sure (then only that query is asked
 * again).
 */
export type Patched<T> = { data: T } | 'unchanged' | 'refetch';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const epoch = (iso: string | null) => (iso === null ? null : Date.parse(iso));
const isoOf = (iso: string | null) => (iso === null ? null : new Date(iso).toISOString());

/** The order as the event says it, or null when it left the caller's view. */
function eventOrder(change: LiveChange): LiveWorkOrder | 'gone' | null {
  const data = (change.data ?? {}) as LiveWorkOrderData;
  if (change.op === 'delete' || data.movedAway) return 'gone';
  return liveWorkOrderOf(data);
}

/**
 * Whether an order passes the map filter's statuses, approval, vendor and crew (what its changes move) and
 * stands in the viewport's area.
 */
function passesMapFilter(body: MapFilterInput, area: MapArea, order: LiveWorkOrder): boolean {
  const { latitude, longitude } = order;
  if (latitude === null || longitude === null) return false;
  if (longitude < area.west || longitude > area.east || latitude < area.south || latitude > area.north) {
    return false;
  }
  const statuses: number[] = [body.status, ...(body.multipleStatus ?? [])].filter(
    (s) => s !== null && s !== undefined,
  );
  if (statuses.length > 0 && !statuses.includes(order.status)) return false;
  if (body.approvalStatus != null && body.approvalStatus !== order.approvalStatus) return false;
  if (body.vendorId != null && body.vendorId !== order.vendorId) return false;
  if (body.crewId != null && body.crewId !== order.crewId) return false;
  return true;
}

function mapItem(id: string, order: LiveWorkOrder): WorkOrderMapItem {
  return {
    id,
    code: order.code,
    status: order.status,
    approvalStatus: order.approvalStatus,
    latitude: order.latitude ?? 0,
    longitude: order.longitude ?? 0,
    locationIdentifier: order.locationIdentifier,
    vendorName: order.vendorName,
    crewName: order.crewName,
    plannedStartTime: epoch(order.plannedStartTime),
    completedAt: epoch(order.completedAt),
  };
}

/** An answer of orders with its counts (the legend's) taken again from its orders. */
function withOrders(answer: MapViewAnswer, items: WorkOrderMapItem[]): MapViewAnswer {
  const statuses = [0, 0, 0, 0, 0];
  const approvals = [0, 0, 0];
  for (const item of items) {
    if (item.status >= 1 && item.status <= 5) statuses[item.status - 1]! += 1;
    if (item.approvalStatus !== null && item.approvalStatus >= 1 && item.approvalStatus <= 3)
      approvals[item.approvalStatus - 1]! += 1;
  }
  return { ...answer, items, statuses, approvals, total: items.length };
}

/**
 * A viewport's answer after a change. An answer of orders: the order's marker updated in place, or taken off
 * when it no longer passes the map's filter or left the area (or the caller's view), with the legend's counts
 * taken again from the orders. An order not in it that may now belong there is asked for (the server decides
 * whether the area still answers orders or clusters). An answer of clusters is asked again: its counts do
 * not say where the order stood before.
 */
export function patchMapView(
  answer: MapViewAnswer,
  filter: MapFilterInput,
  change: LiveChange,
): Patched<MapViewAnswer> {
  if (!answer.items) return 'refetch';
  const index = answer.items.findIndex((item) => item.id === change.id);
  const order = eventOrder(change);
  const without = () =>
    withOrders(
      answer,
      answer.items!.filter((_, i) => i !== index),
    );
  if (order === 'gone') return index < 0 ? 'unchanged' : { data: without() };
  if (order === null) return 'refetch';
  const passes = passesMapFilter(filter, answer.area, order);
  if (index < 0) return passes ? 'refetch' : 'unchanged';
  if (!passes) return { data: without() };
  const shown = answer.items[index]!;
  const next = mapItem(change.id, order);
  // A moved date or a renamed location may take it out of a date range or a search: the server decides.
  const dated = Boolean(filter.startDate || filter.endDate);
  const searched = Boolean(filter.searchString || filter.worklocationTemplateId);
  if (
    (dated && (shown.plannedStartTime !== next.plannedStartTime || shown.completedAt !== next.completedAt)) ||
    (searched && (shown.code !== next.code || shown.locationIdentifier !== next.locationIdentifier))
  ) {
    return 'refetch';
  }
  const items = answer.items.slice();
  items[index] = next;
  return { data: withOrders(answer, items) };
}

function swimlaneOrder(change: LiveChange, order: LiveWorkOrder): SwimlaneOrder {
  return {
    id: change.id,
    code: order.code,
    status: order.status,
    approvalStatus: order.approvalStatus,
    locationIdentifier: order.locationIdentifier,
    workLocationName: order.workLocationName ?? order.locationIdentifier,
    plannedStartTime: isoOf(order.plannedStartTime),
    plannedEndTime: isoOf(order.plannedEndTime),
    actualStartTime: isoOf(order.actualStartTime),
    actualEndTime: isoOf(order.actualEndTime),
    version: change.version ?? 0,
    vendorId: order.vendorId,
    crewId: order.crewId,
  };
}

/** Where the board draws an order: actual start (else planned) to actual end (else planned; else an hour). */
function spanOf(order: SwimlaneOrder): { start: number; end: number } | null {
  const start = epoch(order.actualStartTime ?? order.plannedStartTime);
  if (start === null) return null;
  const end = epoch(order.actualEndTime ?? order.plannedEndTime);
  return { start, end: end !== null && end > start ? end : start + HOUR_MS };
}

function onBoard(query: SwimlaneQuery, order: SwimlaneOrder): boolean {
  const span = spanOf(order);
  const dayStart = Date.parse(query.completedDate);
  if (!span || span.start >= dayStart + DAY_MS || span.end <= dayStart) return false;
  return (
    !query.vendorId || order.vendorId === query.vendorId || order.status === WORK_ORDER_STATUS.unassigned
  );
}

/** The board's order within a row: by where it starts, then by code (as the server sends them). */
function byStart(a: SwimlaneOrder, b: SwimlaneOrder): number {
  return (spanOf(a)?.start ?? 0) - (spanOf(b)?.start ?? 0) || a.code.localeCompare(b.code);
}

/**
 * A swim-lane board after a change: the order moved to its crew's row and time, taken off when it left the
 * day, the vendor or the caller's view, or put on when it arrived. A row the board does not have (a crew it
 * did not list) is the server's to add.
 */
export function patchSwimlane(
  board: SwimlaneViewData,
  query: SwimlaneQuery,
  change: LiveChange,
): Patched<SwimlaneViewData> {
  const shown = board.crews.some((row) => row.workOrders.some((o) => o.id === change.id));
  const event = eventOrder(change);
  if (event === null) return 'refetch';
  const order = event === 'gone' ? null : swimlaneOrder(change, event);
  const stays = order !== null && onBoard(query, order);
  if (!shown && !stays) return 'unchanged';
  const target = stays ? board.crews.findIndex((row) => row.crewId === order.crewId) : -1;
  if (stays && target < 0) return 'refetch';
  const crews = board.crews.map((row, i) => {
    const others = row.workOrders.filter((o) => o.id !== change.id);
    if (i !== target) return others.length === row.workOrders.length ? row : { ...row, workOrders: others };
    return { ...row, workOrders: [...others, order!].sort(byStart) };
  });
  return { data: { ...board, crews } };
}

/**
 * A list table's rows with what order events say of them, for the screen to show at once: only rows on the
 * page change (whether an order joins, leaves or moves on the page is the server's answer, asked for beside
 * this). Answers `rows` itself when no row changed.
 */
export function patchTableRows(
  rows: readonly WorkOrder[],
  changes: readonly LiveChange[],
): readonly WorkOrder[] {
  let next: WorkOrder[] | null = null;
  for (const change of changes) {
    const order = eventOrder(change);
    if (order === null || order === 'gone') continue;
    const index = (next ?? rows).findIndex((row) => row.id === change.id);
    if (index < 0) continue;
    next ??= [...rows];
    const row = next[index]!;
    next[index] = {
      ...row,
      code: order.code,
      status: order.status,
      statusName: statusName(order.status),
      approvalStatus: order.approvalStatus,
      approvalStatusName: approvalName(order.approvalStatus),
      vendorId: order.vendorId,
      vendorName: order.vendorName,
      crewId: order.crewId,
      crewName: order.crewName,
      locationIdentifier: order.locationIdentifier,
      workLocationName: order.workLocationName ?? row.workLocationName,
      latitude: order.latitude,
      longitude: order.longitude,
      plannedStartTime: isoOf(order.plannedStartTime),
      plannedEndTime: isoOf(order.plannedEndTime),
      actualStartTime: isoOf(order.actualStartTime),
      actualEndTime: isoOf(order.actualEndTime),
      completedAt: isoOf(order.completedAt),
      version: change.version ?? row.version,
    };
  }
  return next ?? rows;
}
