import { eq, inArray } from 'drizzle-orm';
import { CREW_MEMBER_ROLES } from '../../../../src/domain/crews';
import type { CrewMemberRole } from '../../../../src/domain/crews';
import type { FieldError } from '../../../../src/domain/envelope';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { crewMember, workforce } from '../../../db/schema/index';
import { badRequest } from '../../../lib/http-errors';
import { notify } from '../../../notifications/notify';

export interface MemberInput {
  workforceId: string;
  role: CrewMemberRole;
}

/**
 * Members must be active workforce of the crew's vendor (organisation staff for an organisation crew).
 * Returns their names by id. A vendor user cannot see other vendors' workforce, so theirs are "not found".
 */
export async function checkMembers(
  tx: Tx,
  vendorId: string | null,
  members: MemberInput[],
): Promise<Map<string, string>> {
  if (members.length === 0) return new Map();
  const rows = await tx
    .select({
      id: workforce.id,
      name: workforce.name,
      vendorId: workforce.vendorId,
      isActive: workforce.isActive,
    })
    .from(workforce)
    .where(
      inArray(
        workforce.id,
        members.map((m) => m.workforceId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const errors: FieldError[] = [];
  members.forEach((member, index) => {
    const field = `Members.${index}.WorkforceId`;
    const found = byId.get(member.workforceId);
    if (!found) errors.push({ field, message: SERVER_MESSAGES.workforceNotFound });
    else if (found.vendorId !== vendorId)
      errors.push({ field, message: SERVER_MESSAGES.memberOfOtherVendor(found.name) });
    else if (!found.isActive) errors.push({ field, message: SERVER_MESSAGES.memberInactive(found.name) });
  });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Replaces the crew's members; returns those who were not members before. */
export async function replaceMembers(
  tx: Tx,
  auth: AuthContext,
  crew: { id: string; vendorId: string | null },
  members: MemberInput[],
): Promise<MemberInput[]> {
  const before = await tx
    .select({ workforceId: crewMember.workforceId })
    .from(crewMember)
    .where(eq(crewMember.crewId, crew.id));
  const previous = new Set(before.map((m) => m.workforceId));
  await tx.delete(crewMember).where(eq(crewMember.crewId, crew.id));
  if (members.length) {
    await tx.insert(crewMember).values(
      members.map((m) => ({
        organisationId: auth.organisationId,
        crewId: crew.id,
        workforceId: m.workforceId,
        vendorId: crew.vendorId,
        role: m.role,
        createdBy: auth.userId,
      })),
    );
  }
  return members.filter((m) => !previous.has(m.workforceId));
}

/**
 * Tells whoever manages the crew about new members: the users of the crew's vendor who may view crews, or
 * for an organisation crew the organisation-level users who may. The person who made the change is not told.
 */
export async function notifyAddedToCrew(
  tx: Tx,
  auth: AuthContext,
  crew: { id: string; name: string; vendorId: string | null },
  added: MemberInput[],
  names: Map<string, string>,
): Promise<void> {
  if (added.length === 0) return;
  const rank = (role: CrewMemberRole) => CREW_MEMBER_ROLES.findIndex((r) => r.id === role);
  const label = (role: CrewMemberRole) => CREW_MEMBER_ROLES[rank(role)]!.name.toLowerCase();
  const list = [...added]
    .sort((a, b) => rank(a.role) - rank(b.role))
    .map((m) => `${names.get(m.workforceId) ?? 'A member'} (${label(m.role)})`)
    .join(', ');
  await notify(tx, {
    organisationId: auth.organisationId,
    audience: { permission: 'crew.view', vendorId: crew.vendorId },
    excludeUserIds: [auth.userId],
    event: 'addedToCrew',
    title: `New ${added.length === 1 ? 'member' : 'members'} in crew ${crew.name}`,
    body: `${auth.name} added ${list} to the crew "${crew.name}".`,
    link: `/user-management/crew/${crew.id}`,
  });
}
