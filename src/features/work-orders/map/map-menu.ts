import type { AssignMode } from '../components/AssignWorkOrderModal';
import type { MapKind } from './map-legend';

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

export type MapFileAction = 'bulkUpload' | 'exportCsv';

export interface MapFileAccess {
  /** workOrder.create and workOrder.import */
  bulkUpload: boolean;
  /** workOrder.view and workOrder.export */
  exportCsv: boolean;
}

export const MAP_FILE_ACTION_LABELS: Record<MapFileAction, string> = {
  bulkUpload: 'Bulk Upload',
  exportCsv: 'Export in CSV',
};

/**
 * The map's menu (SPEC section 6): Bulk Upload needs create access, Export in CSV view access (each with its
 * own import or export key), and both are hidden unless on the completed map. No entry means no menu.
 */
export function fileMenuEntries(kind: MapKind, access: MapFileAccess): MapFileAction[] {
  if (kind !== 'completed') return [];
  return (['bulkUpload', 'exportCsv'] as const).filter((action) => access[action]);
}
