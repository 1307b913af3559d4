import { APPROVAL_COLOURS, STATUS_COLOURS } from '../../../components/WorkOrderBadges';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { DEFAULT_FILTER } from '../filter';
import {
  APPROVAL_STATUS,
  WORK_ORDER_STATUS,
  statusName,
  type WorkOrderStatus,
} from '../../../domain/workorders';

/** The active map shows open work; completed work (4) has a map of its own. */
export type MapKind = 'active' | 'completed';

/** Statuses of the active map, in legend order; all of them are shown at first. */
export const ACTIVE_MAP_STATUSES = [
  WORK_ORDER_STATUS.unassigned,
  WORK_ORDER_STATUS.assigned,
  WORK_ORDER_STATUS.inProgress,
  WORK_ORDER_STATUS.onHold,
] as const satisfies readonly WorkOrderStatus[];
export type ActiveMapStatus = (typeof ACTIVE_MAP_STATUSES)[number];

export interface LegendEntry {
  /** The status (active map) or approval status (completed map) the entry stands for. */
  id: number;
  label: string;
  /** A Mantine colour name, shared with the status badges. */
  colour: string;
}

export const ACTIVE_LEGEND: readonly LegendEntry[] = ACTIVE_MAP_STATUSES.map((id) => ({
  id,
  label: statusName(id),
  colour: STATUS_COLOURS[id] ?? 'gray',
}));

/** SPEC section 4: the completed map labels its orders by approval. */
export const COMPLETED_LEGEND: readonly LegendEntry[] = [
  { id: APPROVAL_STATUS.pending, label: 'Pending Approval', colour: APPROVAL_COLOURS[1] ?? 'yellow' },
  { id: APPROVAL_STATUS.approved, label: 'Approved', colour: APPROVAL_COLOURS[2] ?? 'teal' },
  { id: APPROVAL_STATUS.rejected, label: 'Rejected', colour: APPROVAL_COLOURS[3] ?? 'red' },
];

export function isActiveMapStatus(value: number): value is ActiveMapStatus {
  return ACTIVE_MAP_STATUSES.some((status) => status === value);
}

/**
 * The legend entry an order is drawn as: its status on the active map, its approval on the completed map.
 * Completed work not yet looked at carries no approval status; it is pending approval.
 */
export function legendIdOf(
  order: Pick<WorkOrderMapItem, 'status' | 'approvalStatus'>,
  kind: MapKind,
): number {
  return kind === 'active' ? order.status : (order.approvalStatus ?? APPROVAL_STATUS.pending);
}

export interface ToggleResult {
  statuses: ActiveMapStatus[];
  /** The click would have left no status: nothing changed and the user is told why. */
  refused: boolean;
}

/**
 * Turns one legend status on or off, keeping legend order. Invariant (SPEC section 5): at least one status
 * stays selected, so unselecting the last one is refused.
 */
export function toggleStatus(selected: readonly ActiveMapStatus[], status: ActiveMapStatus): ToggleResult {
  const on = selected.includes(status);
  if (on && selected.length === 1) return { statuses: [...selected], refused: true };
  const next = on ? selected.filter((id) => id !== status) : [...selected, status];
  return { statuses: ACTIVE_MAP_STATUSES.filter((id) => next.includes(id)), refused: false };
}

/**
 * The legend's statuses after the Filter panel's Status field was applied: the map's statuses among those
 * chosen. Choosing none of them ("Any status", only Completed, or Clear, which puts back the list's default
 * of Completed and Unassigned) shows every status of the map.
 */
export function statusesFromPanel(chosen: readonly number[]): ActiveMapStatus[] {
  const isListDefault =
    chosen.length === DEFAULT_FILTER.statuses.length &&
    chosen.every((status, index) => status === DEFAULT_FILTER.statuses[index]);
  const picked = ACTIVE_MAP_STATUSES.filter((id) => chosen.includes(id));
  return isListDefault || picked.length === 0 ? [...ACTIVE_MAP_STATUSES] : picked;
}

/** How many of the orders each legend entry stands for. */
export function countsByLegend(orders: readonly WorkOrderMapItem[], kind: MapKind): Map<number, number> {
  const counts = new Map<number, number>();
  for (const order of orders) {
    const id = legendIdOf(order, kind);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** Orders per status 1 to 5 and per approval 1 to 3, as the server counts a viewport or one cluster. */
export interface ServerCounts {
  statuses: readonly number[];
  approvals: readonly number[];
}

/**
 * How many orders each legend entry stands for, from the server's counts: by status on the active map; by
 * approval on the completed map, where completed work not yet looked at (no approval status) is pending.
 */
export function legendCounts(
  total: number,
  { statuses, approvals }: ServerCounts,
  kind: MapKind,
): Map<number, number> {
  const counts = new Map<number, number>();
  if (kind === 'active') {
    statuses.forEach((count, index) => {
      if (count > 0) counts.set(index + 1, count);
    });
    return counts;
  }
  const decided = (approvals[1] ?? 0) + (approvals[2] ?? 0);
  const entries: Array<[number, number]> = [
    [APPROVAL_STATUS.pending, total - decided],
    [APPROVAL_STATUS.approved, approvals[1] ?? 0],
    [APPROVAL_STATUS.rejected, approvals[2] ?? 0],
  ];
  for (const [id, count] of entries) if (count > 0) counts.set(id, count);
  return counts;
}
