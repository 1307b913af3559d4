import { z } from 'zod';
import { organisationIdField } from './fields';
import { SERVER_MESSAGES } from './messages';
import { passwordSchema } from './validation';
import { LIST_PAGE_SIZE_MAX, listPageShape, optionOfSchema } from './paging';
import { subjectProjectShape } from './subject-project';

/**
 * Work-location groups of one project assigned to a vendor or a crew (one assignment per subject and
 * project). PUT creates when no version is sent and updates the assignment at that version otherwise.
 */
export const ASSIGNMENT_KINDS = {
  vendor: { base: 'VendorWorkLocationGroup', area: 'vendorWorkLocationGroup', key: 'vendorId' },
  crew: { base: 'CrewWorkLocationGroup', area: 'crewWorkLocationGroup', key: 'crewId' },
} as const;
export type AssignmentKind = keyof typeof ASSIGNMENT_KINDS;

const groupIds = z
  .array(z.uuid())
  .min(1, 'must name at least one work location group')
  .max(LIST_PAGE_SIZE_MAX)
  .transform((ids) => [...new Set(ids)]);
const common = {
  projectId: z.uuid(),
  workLocationGroupIds: groupIds,
  version: z.number().int().min(1, 'must be the version you edited').optional(),
  ...organisationIdField,
};
const listShape = {
  ...listPageShape,
  projectId: z.uuid().optional(),
  ...organisationIdField,
};

export const vendorAssignmentSchemas = {
  save: z.strictObject({ vendorId: z.uuid(), ...common }),
  remove: z.strictObject({ vendorId: z.uuid(), projectId: z.uuid(), ...organisationIdField }),
  list: z.strictObject({ vendorId: z.uuid().optional(), ...listShape }),
  byProject: z.strictObject({ projectId: z.uuid(), vendorId: z.uuid().optional(), ...organisationIdField }),
};
export const crewAssignmentSchemas = {
  save: z.strictObject({ crewId: z.uuid(), ...common }),
  remove: z.strictObject({ crewId: z.uuid(), projectId: z.uuid(), ...organisationIdField }),
  list: z.strictObject({ crewId: z.uuid().optional(), ...listShape }),
  byProject: z.strictObject({ projectId: z.uuid(), crewId: z.uuid().optional(), ...organisationIdField }),
};

export const assignmentSchema = z.object({
  ...subjectProjectShape,
  workLocationGroups: z.array(optionOfSchema),
  /** Whether the field-access password is set, and when it was last changed; the hash never leaves. */
  hasFieldPassword: z.boolean(),
  fieldPasswordChangedAt: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListSchema = z.object({
  workLocationGroupAssignments: z.array(assignmentSchema),
  pageTotal: z.number().int(),
});

/**
 * PUT {Vendor|Crew}WorkLocationGroup/ChangePassword: the password the subject's shared field devices use to
 * unlock this project's groups.
 */
const passwordShape = {
  projectId: z.uuid(),
  newPassword: passwordSchema,
  confirmPassword: z.string(),
  ...organisationIdField,
};
const matches = (body: { newPassword: string; confirmPassword: string }) =>
  body.newPassword === body.confirmPassword;
const differ = { path: ['confirmPassword'], message: SERVER_MESSAGES.passwordsDiffer };
export const vendorFieldPasswordSchema = z
  .strictObject({ vendorId: z.uuid(), ...passwordShape })
  .refine(matches, differ);
export const crewFieldPasswordSchema = z
  .strictObject({ crewId: z.uuid(), ...passwordShape })
  .refine(matches, differ);
