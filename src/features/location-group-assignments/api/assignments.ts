import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import {
  ASSIGNMENT_KINDS,
  assignmentListSchema,
  assignmentSchema,
  type Assignment,
  type AssignmentKind,
} from '../../../domain/location-group-assignments';
import { deletedSchema } from '../../../domain/fields';
import { workLocationGroupListSchema } from '../../../domain/work-location-groups';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

export const assignmentKeys = createQueryKeys('locationGroupAssignments');

/** POST {Vendor|Crew}WorkLocationGroup/GetAll for one vendor or crew. */
export function useAssignments(
  kind: AssignmentKind,
  subjectId: string,
  paging: { page: number; pageSize: number },
) {
  const { base, key } = ASSIGNMENT_KINDS[kind];
  return useQuery({
    queryKey: assignmentKeys.list({ kind, subjectId, ...paging }),
    queryFn: async ({ signal }) =>
      assignmentListSchema.parse(
        await api.workorder.post<unknown>(`${base}/GetAll`, { [key]: subjectId, ...paging }, { signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET {Vendor|Crew}WorkLocationGroup/GetByProjectId: the subject's assignment in one project, if any. */
export function useAssignment(kind: AssignmentKind, subjectId: string, projectId: string) {
  const { base, key } = ASSIGNMENT_KINDS[kind];
  return useQuery({
    queryKey: assignmentKeys.detail(`${kind}:${subjectId}:${projectId}`),
    queryFn: async ({ signal }) => {
      const data = assignmentListSchema.parse(
        await api.workorder.get<unknown>(`${base}/GetByProjectId`, {
          query: { projectId, [key]: subjectId },
          signal,
        }),
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
        await api.workorder.post<unknown>(
          'WorkLocationGroup/GetAll',
          { projectId, page: 1, pageSize: 500 },
          { signal },
        ),
      ).workLocationGroups,
    enabled: Boolean(projectId),
    staleTime: 0,
  });
}

/** PUT {Vendor|Crew}WorkLocationGroup: without a version it assigns, with one it replaces the groups. */
export function useSaveAssignment(kind: AssignmentKind) {
  const { base, key } = ASSIGNMENT_KINDS[kind];
  return useOptimisticWrite<
    { subjectId: string; projectId: string; workLocationGroupIds: string[]; version?: number },
    Assignment
  >({
    mutationFn: async ({ subjectId, ...rest }) =>
      assignmentSchema.parse(await api.workorder.put<unknown>(base, { [key]: subjectId, ...rest })),
    invalidates: () => [assignmentKeys.all],
  });
}

/** DELETE {Vendor|Crew}WorkLocationGroup with `{ vendorId | crewId, projectId }` in the body. */
export function useWithdrawAssignment(kind: AssignmentKind, subjectId: string) {
  const { base, key } = ASSIGNMENT_KINDS[kind];
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (projectId) =>
      deletedSchema.parse(await api.workorder.delete<unknown>(base, { [key]: subjectId, projectId })),
    invalidates: () => [assignmentKeys.all],
  });
}

const messageSchema = z.object({ message: z.string() });

/** PUT {Vendor|Crew}WorkLocationGroup/ChangePassword. */
export function useChangeFieldPassword(kind: AssignmentKind) {
  const { base, key } = ASSIGNMENT_KINDS[kind];
  return useOptimisticWrite<
    { subjectId: string; projectId: string; newPassword: string; confirmPassword: string },
    { message: string }
  >({
    mutationFn: async ({ subjectId, ...rest }) =>
      messageSchema.parse(
        await api.workorder.put<unknown>(`${base}/ChangePassword`, { [key]: subjectId, ...rest }),
      ),
    invalidates: () => [assignmentKeys.all],
  });
}
