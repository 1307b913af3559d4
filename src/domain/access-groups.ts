import { z } from 'zod';
import { organisationIdField, versionField } from './fields';
import { listBodySchema } from './paging';
import { requiredText } from './validation';

const parentIdField = {
  parentId: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
};

export const accessGroupCreateSchema = z.strictObject({
  id: z.uuid().optional(),
  projectId: z.uuid(),
  name: requiredText(),
  ...parentIdField,
  ...organisationIdField,
});
/** A group stays in its project; projectId may be sent back unchanged by an edit form. */
export const accessGroupUpdateSchema = z.strictObject({
  projectId: z.uuid().optional(),
  name: requiredText(),
  ...parentIdField,
  ...versionField,
  ...organisationIdField,
});
export type AccessGroupInput = z.infer<typeof accessGroupCreateSchema>;

/** `accessGroupId` and `accessGroupName` name the parent group (null at the top level). */
export const accessGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  accessGroupId: z.uuid().nullable(),
  accessGroupName: z.string().nullable(),
  parentId: z.uuid().nullable(),
  projectId: z.uuid(),
  projectName: z.string(),
  hasChildren: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AccessGroup = z.infer<typeof accessGroupSchema>;

/** One level of a project's tree: parentId null or omitted is the top level. */
export const accessGroupListQuerySchema = listBodySchema({ projectId: z.uuid(), ...parentIdField });
export const accessGroupListSchema = z.object({
  accessGroups: z.array(accessGroupSchema),
  pageTotal: z.number().int(),
});

/** POST AccessGroup/GetUserAccessGroup: every group the caller may see, by project (one project if named). */
export const userAccessGroupQuerySchema = z.strictObject({
  projectId: z.uuid().optional(),
  ...organisationIdField,
});
export const userAccessGroupSchema = z.object({
  projects: z.array(
    z.object({ projectId: z.uuid(), projectName: z.string(), accessGroups: z.array(accessGroupSchema) }),
  ),
});
