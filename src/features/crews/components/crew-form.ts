import { useCanMany } from '../../../data/session-info';
import { requiredRule } from '../../../components/form/rules';
import { textOrNull } from '../../../components/lookups/contact-rules';
import type { Crew, CrewMemberRole } from '../../../domain/crews';

export const CREWS_PATH = '/user-management/crew';
export const CREW_CODE_MAX = 20;
export const ONE_LEADER_MESSAGE = 'A crew has at most one leader.';

/** A member as the form shows it: who, and their part in the crew. */
export interface MemberValue {
  workforceId: string;
  name: string;
  kind: number;
  employeeCode: string | null;
  phone: string | null;
  role: CrewMemberRole;
}

export interface CrewFormValues {
  name: string;
  code: string;
  /** The crew's vendor; null for a crew of the organisation itself. */
  vendorId: string | null;
  isActive: boolean;
  members: MemberValue[];
}

export function emptyCrew(vendorId: string | null): CrewFormValues {
  return { name: '', code: '', vendorId, isActive: true, members: [] };
}

export function crewValuesOf(crew: Crew): CrewFormValues {
  return {
    name: crew.name,
    code: crew.code ?? '',
    vendorId: crew.vendorId,
    isActive: crew.isActive,
    members: crew.members.map((member) => ({ ...member })),
  };
}

/**
 * Members must work for the crew's vendor (the organisation's own staff for an organisation crew), so a
 * different vendor empties the member list. The same vendor again keeps it.
 */
export function withCrewVendor(values: CrewFormValues, vendorId: string | null): CrewFormValues {
  if (values.vendorId === vendorId) return values;
  return { ...values, vendorId, members: [] };
}

export const crewRules = {
  name: requiredRule('Crew name'),
  members: (members: MemberValue[]) =>
    members.filter((member) => member.role === 'leader').length > 1 ? ONE_LEADER_MESSAGE : null,
};

/** The body of POST and PUT Crew, without id and version. */
export function crewPayload(values: CrewFormValues) {
  return {
    name: values.name.trim(),
    code: textOrNull(values.code),
    vendorId: values.vendorId,
    isActive: values.isActive,
    members: values.members.map(({ workforceId, role }) => ({ workforceId, role })),
  };
}

export interface CrewAccess {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

/** What the signed-in user may do with crews (a vendor user: only their vendor's crews, which the server enforces). */
export function useCrewAccess(): CrewAccess {
  const can = useCanMany(['crew.create', 'crew.update', 'crew.delete'] as const);
  return { canCreate: can['crew.create'], canUpdate: can['crew.update'], canDelete: can['crew.delete'] };
}

/** Who a crew works for, for lists and headings. */
export function crewOwnerText(crew: { vendorName: string | null }): string {
  return crew.vendorName ?? 'Organisation';
}
