import { z } from 'zod';
import { organisationIdField } from './fields';

const isoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });
const nullableIso = isoDateTime.nullable();

/**
 * POST Workorder/GetSwimlaneViewData (SPEC section 7): the board of one day. `completedDate` is the local
 * midnight that starts the day, as an ISO instant; the day is the 24 hours from it. `vendorId` narrows the
 * board to one vendor's crews (null: every crew the caller may see; a vendor user always sees their own).
 */
export const swimlaneQuerySchema = z.strictObject({
  ...organisationIdField,
  vendorId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
  completedDate: isoDateTime,
});
export type SwimlaneQuery = z.input<typeof swimlaneQuerySchema>;

/** An order on the board: where it sits in time and what its item shows. */
export const swimlaneOrderSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.number().int(),
  approvalStatus: z.number().int().nullable(),
  locationIdentifier: z.string(),
  workLocationName: z.string().nullable(),
  plannedStartTime: nullableIso,
  plannedEndTime: nullableIso,
  actualStartTime: nullableIso,
  actualEndTime: nullableIso,
  version: z.number().int(),
  vendorId: z.uuid().nullable(),
  crewId: z.uuid().nullable(),
});
export type SwimlaneOrder = z.infer<typeof swimlaneOrderSchema>;

export const swimlaneMemberSchema = z.object({
  name: z.string(),
  role: z.string(),
  icon: z.string().nullable(),
});

/** One row of the board: a crew (or, crewId null, the unassigned orders) with its members and orders. */
export const swimlaneCrewSchema = z.object({
  crewId: z.uuid().nullable(),
  name: z.string(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  crewMembers: z.array(swimlaneMemberSchema),
  workOrders: z.array(swimlaneOrderSchema),
});
export type SwimlaneCrew = z.infer<typeof swimlaneCrewSchema>;

export const swimlaneDataSchema = z.object({ crews: z.array(swimlaneCrewSchema) });
export type SwimlaneViewData = z.infer<typeof swimlaneDataSchema>;
