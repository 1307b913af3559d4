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
