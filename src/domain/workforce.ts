import { z } from 'zod';
import { optionalPhone, optionalTextOrNull, organisationIdField, versionField } from './fields';
import { listBodySchema } from './paging';
import { emailSchema, requiredText } from './validation';

/** Mobile workforce members: field staff managed here as records (they use the mobile app, not the console). */
export const WORKFORCE_KINDS = [
  { id: 1, name: 'Mobile user' },
  { id: 2, name: 'Supervisor' },
] as const;
export const WORKFORCE_KIND = { mobileUser: 1, supervisor: 2 } as const;
export type WorkforceKind = (typeof WORKFORCE_KINDS)[number]['id'];
export const workforceKindSchema = z.union(
  [z.literal(1), z.literal(2)],
  'must be 1 (mobile user) or 2 (supervisor)',
);

const workforceShape = {
  kind: workforceKindSchema,
  name: requiredText(),
  email: emailSchema,
  phone: optionalPhone(),
  employeeCode: optionalTextOrNull(30),
  /** Empty for the organisation's own staff; vendor-bound callers may only name their own vendor. */
  vendorId: z.uuid().nullish(),
  /** Only a mobile user reports to a supervisor, who must work for the same vendor. */
  supervisorId: z.uuid().nullish(),
  isActive: z.boolean().default(true),
  ...organisationIdField,
};

export const workforceCreateSchema = z.strictObject({ id: z.uuid().optional(), ...workforceShape });
export const workforceUpdateSchema = z.strictObject({ ...workforceShape, ...versionField });
export type WorkforceInput = z.infer<typeof workforceCreateSchema>;

export const workforceSummarySchema = z.object({
  id: z.uuid(),
  kind: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  employeeCode: z.string().nullable(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  supervisorId: z.uuid().nullable(),
  supervisorName: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export const workforceSchema = workforceSummarySchema.extend({
  crews: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.string() })),
  /** Mobile users reporting to this supervisor. */
  reportCount: z.number().int(),
});
export type Workforce = z.infer<typeof workforceSchema>;

export const workforceListQuerySchema = listBodySchema({
  vendorId: z.uuid().nullish(),
  kind: workforceKindSchema.optional(),
  supervisorId: z.uuid().optional(),
  isActive: z.boolean().optional(),
});
export const workforceListSchema = z.object({
  workforce: z.array(workforceSummarySchema),
  pageTotal: z.number().int(),
});

/** GET Workforce/GetSupervisor?vendorId: `vendorId=` (empty) asks for the organisation's own supervisors. */
export const supervisorQuerySchema = z.strictObject({
  vendorId: z.union([z.uuid(), z.literal('')]).optional(),
  organisationId: z.uuid().optional(),
});
export const supervisorListSchema = z.object({
  supervisors: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      employeeCode: z.string().nullable(),
      vendorId: z.uuid().nullable(),
    }),
  ),
});
