import { z } from 'zod';
import { organisationIdField, versionField } from './fields';
import { LIST_PAGE_SIZE_MAX, listPageShape, optionOfSchema } from './paging';
import { subjectProjectShape } from './subject-project';

/**
 * Granting access groups of one project to an admin user, a vendor or a crew. A subject granted groups sees
 * only the work locations (and work orders) inside them and their descendants; one granted none sees all
 * its organisation or vendor scope allows (docs/decisions.md, "Access groups decide who sees which location").
 */
export const GRANT_KINDS = {
  admin: { base: 'AdminAccessGroup', area: 'adminAccessGroup' },
  vendor: { base: 'VendorAccessGroup', area: 'vendorAccessGroup' },
  crew: { base: 'CrewAccessGroup', area: 'crewAccessGroup' },
} as const;
export type GrantKind = keyof typeof GRANT_KINDS;

const accessGroupIds = z
  .array(z.uuid())
  .min(1, 'must name at least one access group')
  .max(LIST_PAGE_SIZE_MAX)
  .transform((ids) => [...new Set(ids)]);

/** Every grant call wraps its payload as `{ data, organisationId }` (SPEC section 7). */
function wrapped<S extends z.ZodType>(data: S) {
  return z.strictObject({ data, ...organisationIdField });
}

export const grantCreateSchema = wrapped(
  z.strictObject({ subjectId: z.uuid(), projectId: z.uuid(), accessGroupIds }),
);
export const grantUpdateSchema = wrapped(z.strictObject({ id: z.uuid(), accessGroupIds, ...versionField }));
export const grantDeleteSchema = wrapped(z.strictObject({ id: z.uuid() }));
export const grantListQuerySchema = wrapped(
  z.strictObject({
    ...listPageShape,
    /** The user, vendor or crew whose grants to list. */
    subjectId: z.uuid().optional(),
    projectId: z.uuid().optional(),
  }),
);
export type GrantCreate = z.infer<typeof grantCreateSchema>['data'];
export type GrantListQuery = z.infer<typeof grantListQuerySchema>['data'];

export const grantSchema = z.object({
  ...subjectProjectShape,
  accessGroups: z.array(optionOfSchema),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Grant = z.infer<typeof grantSchema>;
export const grantListSchema = z.object({ grants: z.array(grantSchema), pageTotal: z.number().int() });
