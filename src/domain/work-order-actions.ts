import { z } from 'zod';
import { optionalTextOrNull, organisationIdField, versionField } from './fields';
import { imageDataUrl } from './images';

// The calls that move work orders along their lifecycle, one at a time or in bulk.

/** Bulk calls take at most this many ids (a page of 100 or a map selection of 100, with room). */
export const BULK_MAX = 500;

const idList = z
  .array(z.uuid())
  .min(1, 'choose at least one work order')
  .max(BULK_MAX, `at most ${BULK_MAX} work orders at once`)
  .transform((ids) => [...new Set(ids)]);

/** POST Workorder/AssignMultipleWorkorders (SPEC: workOrderIds, vendorId, crewId). */
export const assignManySchema = z.strictObject({
  workOrderIds: idList,
  vendorId: z.uuid('Vendor is required.*'),
  crewId: z.uuid('Crew is required.*'),
  ...organisationIdField,
});
export type AssignManyInput = z.input<typeof assignManySchema>;

/** POST Workorder/ReopenMultipleWorkorders, DELETE Workorder/Bulk. */
export const workOrderIdsSchema = z.strictObject({
  workOrderIds: idList,
  remarks: optionalTextOrNull(500),
  ...organisationIdField,
});
export type WorkOrderIdsInput = z.input<typeof workOrderIdsSchema>;

/** POST Workorder/ReopenWorkorder. */
export const reopenSchema = z.strictObject({
  workorderId: z.uuid(),
  remarks: optionalTextOrNull(500),
  ...versionField,
  ...organisationIdField,
});

/** What a bulk call did: the orders it changed (all of them, or none with a 422 naming the refused ones). */
export const bulkResultSchema = z.object({ workOrderIds: z.array(z.uuid()), count: z.number().int() });

/** POST UpdateApprovalStatus?workorderId: approve or reject completed work, optionally signed. */
export const approvalSchema = z.strictObject({
  workorderId: z.uuid().optional(),
  approvalStatus: z.union([z.literal(2), z.literal(3)], 'must be 2 (approve) or 3 (reject)'),
  remarks: optionalTextOrNull(500),
  signatureDataUrl: imageDataUrl.nullish().transform((v) => v ?? null),
  ...versionField,
  ...organisationIdField,
});
export type ApprovalInput = z.input<typeof approvalSchema>;

/** POST Workorder/InterchangeWorklocation: the order moves to another work location of its project. */
export const interchangeSchema = z.strictObject({
  workorderId: z.uuid(),
  workLocationId: z.uuid(),
  ...versionField,
  ...organisationIdField,
});
