import { z } from 'zod';
import { optionalImageUrl, optionalPhone, organisationIdField, versionField } from './fields';
import { userListQuerySchema } from './users';
import { emailSchema, passwordSchema, requiredText } from './validation';

/**
 * POST User/GetAll filters. `vendorId` omitted lists everyone the caller may see, `null` only
 * organisation-level users, an id only that vendor's users.
 */
export const adminUserListQuerySchema = userListQuerySchema.extend({
  roleId: z.uuid().optional(),
  isActive: z.boolean().optional(),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

const adminUserShape = {
  name: requiredText(),
  email: emailSchema,
  phone: optionalPhone(),
  roleId: z.uuid(),
  /** Empty for an organisation-level user; vendor-bound callers may only name their own vendor. */
  vendorId: z.uuid().nullish(),
  isActive: z.boolean().default(true),
  imageUrl: optionalImageUrl(),
  ...organisationIdField,
};

export const adminUserCreateSchema = z.strictObject({
  id: z.uuid().optional(),
  ...adminUserShape,
  /** The initial password; the user changes it from their profile. */
  password: passwordSchema,
});
export type AdminUserCreate = z.infer<typeof adminUserCreateSchema>;

export const adminUserUpdateSchema = z.strictObject({ ...adminUserShape, ...versionField });
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** POST User/ChangeUserPassword: an administrator sets another user's password. */
export const changeUserPasswordSchema = z.strictObject({
  userId: z.uuid(),
  newPassword: passwordSchema,
  ...organisationIdField,
});
