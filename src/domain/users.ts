import { z } from 'zod';
import { TEXT_MAX } from './validation';

export const userSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  imageUrl: z.string().nullable(),
  roleId: z.uuid(),
  roleName: z.string(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userListQuerySchema = z.strictObject({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(10),
  searchString: z.string().trim().max(TEXT_MAX).optional(),
  vendorId: z.uuid().nullable().optional(),
  organisationId: z.uuid().optional(),
});
export const userListSchema = z.object({ users: z.array(userSummarySchema), pageTotal: z.number().int() });
