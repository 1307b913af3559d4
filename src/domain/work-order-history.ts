import { z } from 'zod';

// A work order's status history: Workorder/GetWorkorderStatusHistory.

/** What happened, one row per change of status, approval, assignment or recorded work. */
export const HISTORY_ACTIONS = [
  'created',
  'assigned',
  'reassigned',
  'started',
  'completed',
  'approved',
  'rejected',
  'reopened',
  'onHold',
  'resumed',
  'activitySubmitted',
  'elementCleared',
  'locationChanged',
  'updated',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const statusHistorySchema = z.object({
  id: z.uuid(),
  action: z.enum(HISTORY_ACTIONS),
  status: z.number().int(),
  statusName: z.string(),
  approvalStatus: z.number().int().nullable(),
  approvalStatusName: z.string().nullable(),
  vendorName: z.string().nullable(),
  crewName: z.string().nullable(),
  remarks: z.string().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistorySchema>;
export const statusHistoryListSchema = z.object({ statusHistory: z.array(statusHistorySchema) });
