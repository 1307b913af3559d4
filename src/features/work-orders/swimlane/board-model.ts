import type { SwimlaneCrew, SwimlaneOrder } from '../../../domain/swimlane';
import { WORK_ORDER_STATUS } from '../../../domain/workorders';
import { orderSpan, stackLanes, type TimeWindow } from './timeline-math';

/** The Unassigned row has no crew; every other row is keyed by its crew. */
export const UNASSIGNED_ROW = 'unassigned';
export const rowKey = (crew: Pick<SwimlaneCrew, 'crewId'>) => crew.crewId ?? UNASSIGNED_ROW;

/** A move made on the board that the server has not confirmed yet (sent, or waiting in the outbox). */
export interface PendingMove {
  orderId: string;
  /** The row the order was dropped on. */
  rowKey: string;
  vendorId: string | null;
  crewId: string | null;
  plannedStartTime: string | null;
  plannedEndTime: string | null;
  /** The version the next write on this order has to carry. */
  version: number;
  /** Kept in the offline outbox: sent when the connection returns. */
  queued: boolean;
  /** The Idempotency-Keys of its writes waiting in the outbox. */
  writes: string[];
  /** Those writes have shown up in the outbox; once they are gone from it, the server has them. */
  seen: boolean;
}

/**
 * The moves still to show after the outbox changed: a queued move stays until its writes, once seen in the
 * outbox, have left it (sent, or refused and listed with the other refused writes).
 */
export function afterOutboxChange(
  pending: ReadonlyMap<string, PendingMove>,
  waiting: ReadonlySet<string>,
): ReadonlyMap<string, PendingMove> {
  let changed = false;
  const next = new Map<string, PendingMove>();
  for (const [id, move] of pending) {
    const present = move.writes.some((key) => waiting.has(key));
    if (move.queued && move.seen && !present) {
      changed = true;
      continue;
    }
    if (move.queued && present && !move.seen) {
      changed = true;
      next.set(id, { ...move, seen: true });
      continue;
    }
    next.set(id, move);
  }
  return changed ? next : pending;
}

export interface BoardItem {
  order: SwimlaneOrder;
  span: TimeWindow;
  /** Moved on this device, not confirmed by the server yet. */
  pending: boolean;
  queued: boolean;
}

export interface BoardRow {
  key: string;
  crew: SwimlaneCrew;
  items: BoardItem[];
}

/** Only unassigned and assigned work can be moved on the board (SPEC section 4 statuses 1 and 2). */
export function isMovable(order: Pick<SwimlaneOrder, 'status'>): boolean {
  return order.status === WORK_ORDER_STATUS.unassigned || order.status === WORK_ORDER_STATUS.assigned;
}

function moved(order: SwimlaneOrder, move: PendingMove): SwimlaneOrder {
  const assigned = move.crewId !== null && move.crewId !== order.crewId;
  return {
    ...order,
    vendorId: move.vendorId,
    crewId: move.crewId,
    plannedStartTime: move.plannedStartTime,
    plannedEndTime: move.plannedEndTime,
    version: move.version,
    status: assigned ? WORK_ORDER_STATUS.assigned : order.status,
  };
}

/**
 * The rows as the board shows them: the server's rows with the moves not yet confirmed applied (an order
 * moved to another crew leaves its row at once), each row's orders placed in time and stacked when they
 * overlap. Orders without a start are not on the board.
 */
export function boardRows(
  crews: readonly SwimlaneCrew[],
  pending: ReadonlyMap<string, PendingMove>,
): BoardRow[] {
  const keys = new Set(crews.map(rowKey));
  const arriving = new Map<string, Array<{ order: SwimlaneOrder; move: PendingMove }>>();
  for (const crew of crews) {
    for (const order of crew.workOrders) {
      const move = pending.get(order.id);
      if (!move || !keys.has(move.rowKey)) continue;
      const list = arriving.get(move.rowKey) ?? [];
      list.push({ order: moved(order, move), move });
      arriving.set(move.rowKey, list);
    }
  }
  return crews.map((crew) => {
    const key = rowKey(crew);
    const staying = crew.workOrders.filter((order) => {
      const move = pending.get(order.id);
      return !move || !keys.has(move.rowKey);
    });
    const entries = [
      ...staying.map((order) => ({ order, move: undefined as PendingMove | undefined })),
      ...(arriving.get(key) ?? []),
    ];
    const items = entries.flatMap(({ order, move }) => {
      const span = orderSpan(order);
      return span ? [{ order, span, pending: move !== undefined, queued: move?.queued ?? false }] : [];
    });
    return { key, crew, items };
  });
}

/**
 * The sub-lane of each order of a row: orders that would overlap on screen are stacked. `minDuration` is the
 * time the narrowest item covers on screen, so that short orders drawn wider than they last do not overlap.
 * With `shown` (the visible window), only orders in it are stacked: work that ended before the window or
 * starts after it does not halve the height of what is on screen (it keeps lane 0).
 */
export function rowLanes(
  row: BoardRow,
  minDuration = 0,
  shown?: TimeWindow,
): { lanes: Map<string, number>; count: number } {
  const spans = row.items.map((item) => ({
    id: item.order.id,
    span: { start: item.span.start, end: Math.max(item.span.end, item.span.start + minDuration) },
  }));
  const inView = shown ? spans.filter(({ span }) => span.end > shown.start && span.start < shown.end) : spans;
  const stacked = stackLanes(inView);
  for (const { id } of spans) if (!stacked.lanes.has(id)) stacked.lanes.set(id, 0);
  return stacked;
}

/** Queued moves the server's rows already show (the outbox sent them): nothing is left to overlay for them. */
export function withoutConfirmed(
  crews: readonly SwimlaneCrew[],
  pending: ReadonlyMap<string, PendingMove>,
): ReadonlyMap<string, PendingMove> {
  const next = new Map(pending);
  for (const crew of crews) {
    for (const order of crew.workOrders) {
      const move = pending.get(order.id);
      if (
        move?.queued &&
        order.crewId === move.crewId &&
        order.version >= move.version &&
        order.plannedStartTime !== null &&
        move.plannedStartTime !== null &&
        Date.parse(order.plannedStartTime) === Date.parse(move.plannedStartTime)
      ) {
        next.delete(order.id);
      }
    }
  }
  return next.size === pending.size ? pending : next;
}
