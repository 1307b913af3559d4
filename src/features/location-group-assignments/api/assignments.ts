import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type CallOptions } from '../../../api/call';
import { createQueryKeys } from '../../../data/query-keys';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { ASSIGNMENT_CONTRACTS } from '../../../domain/contracts/workorder/location-group-assignment/location-group-assignment';
import { getAllWorkLocationGroups } from '../../../domain/contracts/workorder/work-location-group/work-location-group';
import type { AnyContract } from '../../../domain/contracts/kit';
import {
  ASSIGNMENT_KINDS,
  assignmentListSchema,
  assignmentSchema,
  type Assignment,
  type AssignmentKind,
} from '../../../domain/location-group-assignments';
import { messageResponseSchema } from '../../../domain/auth';
import { deletedSchema } from '../../../domain/fields';
import { workLocationGroupListSchema } from '../../../domain/work-location-groups';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

export const assignmentKeys = createQueryKeys('locationGroupAssignments');

type AssignmentCall = keyof (typeof ASSIGNMENT_CONTRACTS)['vendor'];

/**
 * One of a kind's calls, the vendor or crew named under the kind's own key (`vendorId` or `crewId`) in the
 * body, or in the query of the by-project call.
 */
function callOf(
  kind: AssignmentKind,
  name: AssignmentCall,
  subjectId: string,
  rest: object,
  options?: CallOptions,
): Promise<unknown> {
  const contract: AnyContract = ASSIGNMENT_CONTRACTS[kind][name];
  const payload = { [ASSIGNMENT_KINDS[kind].key]: subjectId, ...rest };
  return call(contract, contract.method === 'GET' ? { query: payload } : { body: payload }, options);
}

/** The groups assigned to one vendor or crew, a page at a time. */
export function useAssignments(
  kind: AssignmentKind,
  subjectId: string,
  paging: { page: number; pageSize: number },
) {
  return useQuery({
    queryKey: assignmentKeys.list({ kind, subjectId, ...paging }),
    queryFn: async ({ signal }) =>
      assignmentListSchema.parse(await callOf(kind, 'list', subjectId, paging, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** The subject's assignment in one project, if any. */
export function useAssignment(kind: AssignmentKind, subjectId: string, projectId: string) {
  return useQuery({
    queryKey: assignmentKeys.detail(`${kind}:${subjectId}:${projectId}`),
    queryFn: async ({ signal }) => {
      const data = assignmentListSchema.parse(
        await callOf(kind, 'byProject', subjectId, { projectId }, { signal }),
      );
      const found = data.workLocationGroupAssignments[0];
      if (!found) throw new Error('Nothing is assigned in this project any more.');
      return found;
    },
    refetchOnMount: 'always',
  });
}

/** The work-location groups of a project, to choose from. */
export function useProjectGroups(projectId: string | null) {
  return useQuery({
    queryKey: [...lookupKeys.all, 'locationGroups', projectId ?? ''],
    queryFn: async ({ signal }) =>
      workLocationGroupListSchema.parse(
        await call(
          getAllWorkLocationGroups,
          { body: { projectId: projectId ?? undefined, page: 1, pageSize: 500 } },
          { signal },
        ),
      ).workLocationGroups,
    enabled: Boolean(projectId),
    staleTime: 0,
  });
}

/** Without a version it assigns, with one it replaces the groups. */
export function useSaveAssignment(kind: AssignmentKind) {
  return useOptimisticWrite<
    { subjectId: string; projectId: string; workLocationGroupIds: string[]; version?: number },
    Assignment
  >({
    mutationFn: async ({ subjectId, ...rest }) =>
      assignmentSchema.parse(await callOf(kind, 'save', subjectId, rest)),
    invalidates: () => [assignmentKeys.all],
  });
}

/** Withdraws the groups of a project from the vendor or crew (`{ vendorId | crewId, projectId }` in the body). */
export function useWithdrawAssignment(kind: AssignmentKind, subjectId: string) {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (projectId) =>
      deletedSchema.parse(await callOf(kind, 'remove', subjectId, { projectId })),
    invalidates: () => [assignmentKeys.all],
  });
}

/** Sets the field-access password of the vendor's or crew's groups in a project. */
export function useChangeFieldPassword(kind: AssignmentKind) {
  return useOptimisticWrite<
    { subjectId: string; projectId: string; newPassword: string; confirmPassword: string },
    { message: string }
  >({
    mutationFn: async ({ subjectId, ...rest }) =>
      messageResponseSchema.parse(await callOf(kind, 'changePassword', subjectId, rest)),
    invalidates: () => [assignmentKeys.all],
  });
}
