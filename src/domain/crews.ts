import { z } from 'zod';
import { optionalTextOrNull, organisationIdField, versionField } from './fields';
import { listBodySchema, lookupBodySchema } from './paging';
import { requiredText } from './validation';

/** The part a member plays in a crew. A crew has at most one leader. */
export const CREW_MEMBER_ROLES = [
  { id: 'leader', name: 'Leader' },
  { id: 'technician', name: 'Technician' },
  { id: 'helper', name: 'Helper' },
] as const;
export type CrewMemberRole = (typeof CREW_MEMBER_ROLES)[number]['id'];
const roleIds = CREW_MEMBER_ROLES.map((r) => r.id) as [CrewMemberRole, ...CrewMemberRole[]];
export const crewMemberRoleSchema = z.enum(roleIds, 'must be leader, technician or helper');

export const CREW_MEMBERS_MAX = 100;

export const crewMemberInputSchema = z.strictObject({ workforceId: z.uuid(), role: crewMemberRoleSchema });

const membersSchema = z
  .array(crewMemberInputSchema)
  .max(CREW_MEMBERS_MAX, `must have at most ${CREW_MEMBERS_MAX} members`)
  .default([])
  .superRefine((members, ctx) => {
    const seen = new Set<string>();
    members.forEach((member, index) => {
      if (seen.has(member.workforceId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'workforceId'],
          message: 'This person is already in the crew.',
        });
      }
      seen.add(member.workforceId);
    });
    if (members.filter((m) => m.role === 'leader').length > 1) {
      ctx.addIssue({ code: 'custom', message: 'A crew has at most one leader.' });
    }
  });

const crewShape = {
  name: requiredText(),
  code: optionalTextOrNull(20),
  /** Empty for a crew of the organisation itself; its members must then be organisation-level too. */
  vendorId: z.uuid().nullish(),
  isActive: z.boolean().default(true),
  members: membersSchema,
  ...organisationIdField,
};

export const crewCreateSchema = z.strictObject({ id: z.uuid().optional(), ...crewShape });
export const crewUpdateSchema = z.strictObject({ ...crewShape, ...versionField });
export type CrewInput = z.infer<typeof crewCreateSchema>;

export const crewMemberSchema = z.object({
  workforceId: z.uuid(),
  name: z.string(),
  kind: z.number().int(),
  employeeCode: z.string().nullable(),
  phone: z.string().nullable(),
  role: crewMemberRoleSchema,
});

export const crewSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  isActive: z.boolean(),
  memberCount: z.number().int(),
  leaderName: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export const crewSchema = crewSummarySchema.extend({ members: z.array(crewMemberSchema) });
export type Crew = z.infer<typeof crewSchema>;

export const crewListQuerySchema = listBodySchema({
  vendorId: z.uuid().nullish(),
  isActive: z.boolean().optional(),
});
export const crewListSchema = z.object({ crews: z.array(crewSummarySchema), pageTotal: z.number().int() });

/** POST CrewAccessGroup/GetAllCrews: the crew dropdown, filtered by the chosen vendor. */
export const crewLookupQuerySchema = lookupBodySchema({ vendorId: z.uuid().nullish() });
export const crewLookupSchema = z.object({
  crews: z.array(z.object({ id: z.uuid(), name: z.string(), vendorId: z.uuid().nullable() })),
  pageTotal: z.number().int(),
});
