import type { AssignMode } from '../components/AssignWorkOrderModal';

export interface MapMenuEntry {
  mode: AssignMode;
  label: string;
}

export interface MapActionAccess {
  /** workOrder.update */
  assign: boolean;
  /** workOrder.reopen */
  reopen: boolean;
}

/**
 * The map's right-click (long-press) menu (SPEC section 6): Assign Work Order only with update access,
 * Re-Open only with reopen access. No entry means no menu.
 */
export function menuEntries(access: MapActionAccess): MapMenuEntry[] {
  const entries: MapMenuEntry[] = [];
  if (access.assign) entries.push({ mode: 'assign', label: 'Assign Work Order' });
  if (access.reopen) entries.push({ mode: 'reopen', label: 'Re-Open' });
  return entries;
}

/**
 * The orders a menu acts on: the whole area selection when the order is part of it (or the menu was opened
 * on the selection itself, `orderId` null), otherwise just that order.
 */
export function menuTargets(orderId: string | null, selection: readonly string[]): string[] {
  if (orderId === null || selection.includes(orderId)) return [...selection];
  return [orderId];
}
