import { z } from 'zod';
import { userSummarySchema } from './users';
import { emailSchema, passwordSchema } from './validation';

export const signInBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'is required').max(100, 'must be at most 100 characters'),
});

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  organisation_id: z.uuid(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const refreshBodySchema = z.strictObject({
  refreshToken: z.string().min(1, 'is required').max(200),
  grantType: z.literal('refresh_token'),
});

export const signOutBodySchema = z.strictObject({
  refreshToken: z.string().min(1).max(200),
  /** This device's push endpoint, when it receives notifications: it stops with the session. */
  pushEndpoint: z.string().max(2048).optional(),
});

export const forgetPasswordBodySchema = z.strictObject({ email: emailSchema });
export const verifyOtpBodySchema = z.strictObject({
  email: emailSchema,
  otp: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
});
export const verifyOtpResponseSchema = z.object({ resetToken: z.string() });
export const resetPasswordBodySchema = z.strictObject({
  email: emailSchema,
  resetToken: z.string().min(1).max(200),
  newPassword: passwordSchema,
});
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'is required').max(100),
  newPassword: passwordSchema,
});
export const messageResponseSchema = z.object({ message: z.string() });

/** Claims carried by the access token (besides the standard `sub`, `exp`, `iat`). */
export const accessClaimsSchema = z.object({
  sub: z.uuid(),
  organisationId: z.uuid(),
  vendorId: z.uuid().nullable(),
  roleId: z.uuid(),
  name: z.string(),
  email: z.string(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

/** GET /api/account/Auth/Session: who is signed in and what they may do. */
export const sessionInfoSchema = z.object({
  // The signed-in user as the user list shows them, without what only editing needs.
  user: userSummarySchema.omit({ isActive: true, version: true }),
  organisation: z.object({ id: z.uuid(), name: z.string() }),
  permissions: z.array(z.string()),
  isPlatformAdmin: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
