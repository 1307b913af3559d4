import { z } from 'zod';
import { optionalImageUrl, optionalPhone, versionField } from './fields';
import { requiredText } from './validation';

/** The signed-in user's own profile (GET/PUT /api/account/User/Profile). Email and role are read-only here. */
export const profileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  imageUrl: z.string().nullable(),
  roleName: z.string(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.strictObject({
  name: requiredText(),
  phone: optionalPhone(),
  imageUrl: optionalImageUrl(),
  ...versionField,
});
