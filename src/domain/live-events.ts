/** One change as the live feed sends it (GET /api/events, event `change`); server and console share it. */
export interface LiveChange {
  seq: number;
  kind: 'work_order' | 'work_order_activity' | 'asset' | 'notification' | 'file_job';
  op: 'insert' | 'update' | 'delete';
  /** The record changed (for an activity, its order). */
  id: string;
  version: number | null;
  /** Who made the change, when known. */
  by: { id: string; name: string } | null;
  at: string;
  data: Record<string, unknown> | null;
}

/**
 * What a work-order event's `data` holds: the trigger's fields, and `order` (the rest of what the maps and the
 * swim lane show of it) when the order still stood at the event's version as the server read it; with `order`,
 * fields that are null are left out (read them as null). The vendor an order was taken from, or a user whose
 * access groups no longer hold it, hears `op: 'delete'` with `movedAway`, the code and `outOf` (why it left
 * them) only.
 */
export interface LiveWorkOrderData {
  code?: string | null;
  status?: number;
  approvalStatus?: number | null;
  vendorId?: string | null;
  crewId?: string | null;
  movedAway?: true;
  outOf?: 'vendor' | 'accessGroups';
  order?: LiveWorkOrderDetails;
}

/** The order as an event says it: the trigger's fields and the details the server read beside them. */
export interface LiveWorkOrder {
  code: string;
  status: number;
  approvalStatus: number | null;
  vendorId: string | null;
  crewId: string | null;
  vendorName: string | null;
  crewName: string | null;
  locationIdentifier: string;
  workLocationName: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Timestamps as ISO text. */
  plannedStartTime: string | null;
  plannedEndTime: string | null;
  actualStartTime: string | null;
  actualEndTime: string | null;
  completedAt: string | null;
}

/** `order` on the wire: what the trigger's fields do not say of the order. */
export type LiveWorkOrderDetails = Partial<
  Omit<LiveWorkOrder, 'code' | 'status' | 'approvalStatus' | 'vendorId' | 'crewId'>
>;

/** The order an event's data describes in full, or null when it carries no `order` (or no code or status). */
export function liveWorkOrderOf(data: LiveWorkOrderData): LiveWorkOrder | null {
  const { order: details, code, status } = data;
  if (!details || typeof code !== 'string' || typeof status !== 'number') return null;
  return {
    code,
    status,
    approvalStatus: data.approvalStatus ?? null,
    vendorId: data.vendorId ?? null,
    crewId: data.crewId ?? null,
    vendorName: details.vendorName ?? null,
    crewName: details.crewName ?? null,
    locationIdentifier: details.locationIdentifier ?? '',
    workLocationName: details.workLocationName ?? null,
    latitude: details.latitude ?? null,
    longitude: details.longitude ?? null,
    plannedStartTime: details.plannedStartTime ?? null,
    plannedEndTime: details.plannedEndTime ?? null,
    actualStartTime: details.actualStartTime ?? null,
    actualEndTime: details.actualEndTime ?? null,
    completedAt: details.completedAt ?? null,
  };
}
