import { z } from 'zod';
import { isPermissionKey } from './permissions';
import { TEXT_MAX } from './validation';

export const roleCategorySchema = z
  .enum(['1', '2', '3', '4'], 'must be a role category (1 to 4)')
  .transform(Number);

export const roleInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'is required').max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`),
  category: z.number().int().min(1, 'must be a role category').max(4, 'must be a role category'),
  permissions: z
    .array(z.string().refine(isPermissionKey, 'is not a known permission'))
    .max(500)
    .transform((keys) => [...new Set(keys)].sort()),
});
export const roleUpdateSchema = roleInputSchema.extend({ version: z.number().int().min(1) });

export const roleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.number().int(),
  permissions: z.array(z.string()),
  isSystem: z.boolean(),
  version: z.number().int(),
  holders: z.number().int(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleListQuerySchema = z.strictObject({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(10),
  searchString: z.string().trim().max(TEXT_MAX).optional(),
  category: z.number().int().min(1).max(4).optional(),
  organisationId: z.uuid().optional(),
});
export const roleListSchema = z.object({ roles: z.array(roleSchema), pageTotal: z.number().int() });
