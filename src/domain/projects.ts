import { z } from 'zod';
import { optionalTextOrNull, organisationIdField, versionField } from './fields';
import { listBodySchema } from './paging';
import { requiredText } from './validation';

const projectShape = {
  projectName: requiredText(),
  /** A short code used in location identifiers and imports (e.g. GHY-DT); unique in the organisation. */
  code: optionalTextOrNull(20),
  description: optionalTextOrNull(),
  isActive: z.boolean().default(true),
  ...organisationIdField,
};

export const projectCreateSchema = z.strictObject({ id: z.uuid().optional(), ...projectShape });
export const projectUpdateSchema = z.strictObject({ ...projectShape, ...versionField });
export type ProjectInput = z.infer<typeof projectCreateSchema>;

export const projectSchema = z.object({
  id: z.uuid(),
  projectName: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  /** How many access groups the project holds (all levels). */
  accessGroupCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

/** POST Project/GetAll: the project list and the project dropdowns (page 1, pageSize 10). */
export const projectListQuerySchema = listBodySchema({ isActive: z.boolean().optional() });
export const projectListSchema = z.object({ projects: z.array(projectSchema), pageTotal: z.number().int() });
