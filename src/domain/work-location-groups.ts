import { z } from 'zod';
import { optionalTextOrNull, organisationIdField, versionField } from './fields';
import { listBodySchema } from './paging';
import { requiredText } from './validation';

/** A named set of work locations of one project (a route, a feeder's consumers), assigned as a unit. */
const groupShape = {
  name: requiredText(),
  description: optionalTextOrNull(),
  workLocationIds: z
    .array(z.uuid())
    .max(5000)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  ...organisationIdField,
};

export const workLocationGroupCreateSchema = z.strictObject({
  id: z.uuid().optional(),
  projectId: z.uuid(),
  ...groupShape,
});
/** Replaces the members the caller can see; members outside the caller's access groups stay. */
export const workLocationGroupUpdateSchema = z.strictObject({ ...groupShape, ...versionField });

export const workLocationGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  projectId: z.uuid(),
  projectName: z.string(),
  /** Members the caller can see. */
  workLocationCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type WorkLocationGroup = z.infer<typeof workLocationGroupSchema>;

export const workLocationGroupDetailSchema = workLocationGroupSchema.extend({
  workLocations: z.array(z.object({ id: z.uuid(), locationIdentifier: z.string(), name: z.string() })),
});

export const workLocationGroupListQuerySchema = listBodySchema({ projectId: z.uuid().optional() });
export const workLocationGroupListSchema = z.object({
  workLocationGroups: z.array(workLocationGroupSchema),
  pageTotal: z.number().int(),
});
