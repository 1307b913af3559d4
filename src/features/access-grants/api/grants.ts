import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import {
  GRANT_KINDS,
  grantListSchema,
  grantSchema,
  type Grant,
  type GrantKind,
} from '../../../domain/access-grants';
import { deletedSchema } from '../../../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export const grantKeys = createQueryKeys('accessGrants');
type GrantList = z.infer<typeof grantListSchema>;

/** POST {Admin|Vendor|Crew}AccessGroup/GetAll for one subject; every grant call wraps its payload in `data`. */
export function useGrants(kind: GrantKind, subjectId: string, paging: { page: number; pageSize: number }) {
  const filter = { kind, subjectId, ...paging };
  return useQuery({
    queryKey: grantKeys.list(filter),
    queryFn: async ({ signal }) =>
      grantListSchema.parse(
        await api.account.post<unknown>(
          `${GRANT_KINDS[kind].base}/GetAll`,
          { data: { subjectId, ...paging } },
          { signal },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One grant (there is one per subject and project), read through the list call. */
export function useGrant(kind: GrantKind, subjectId: string, projectId: string, grantId: string) {
  return useQuery({
    queryKey: grantKeys.detail(grantId),
    queryFn: async ({ signal }) => {
      const data = grantListSchema.parse(
        await api.account.post<unknown>(
          `${GRANT_KINDS[kind].base}/GetAll`,
          { data: { subjectId, projectId, page: 1, pageSize: 1 } },
          { signal },
        ),
      );
      const grant = data.grants.find((candidate) => candidate.id === grantId);
      if (!grant) throw new Error('This grant no longer exists.');
      return grant;
    },
    refetchOnMount: 'always',
  });
}

export function useCreateGrant(kind: GrantKind) {
  return useOptimisticWrite<
    { subjectId: string; projectId: string; accessGroupIds: string[]; idempotencyKey: string },
    Grant
  >({
    mutationFn: async ({ idempotencyKey, ...data }) =>
      grantSchema.parse(
        await api.account.post<unknown>(GRANT_KINDS[kind].base, { data }, { idempotencyKey }),
      ),
    invalidates: () => [grantKeys.lists()],
  });
}

export function useUpdateGrant(kind: GrantKind) {
  return useOptimisticWrite<{ id: string; accessGroupIds: string[]; version: number }, Grant>({
    mutationFn: async (data) =>
      grantSchema.parse(await api.account.put<unknown>(GRANT_KINDS[kind].base, { data })),
    invalidates: ({ id }) => [grantKeys.lists(), grantKeys.detail(id)],
  });
}

export function useWithdrawGrant(kind: GrantKind) {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) =>
      deletedSchema.parse(
        await api.account.post<unknown>(`${GRANT_KINDS[kind].base}/Delete`, { data: { id } }),
      ),
    optimistic: (id) => [
      optimisticPatch<GrantList>(grantKeys.lists(), (current) =>
        current
          ? { grants: current.grants.filter((grant) => grant.id !== id), pageTotal: current.pageTotal - 1 }
          : current,
      ),
    ],
    invalidates: () => [grantKeys.lists()],
  });
}

const subjectSchema = z.object({ name: z.string() });
const SUBJECT_PATHS: Record<GrantKind, (id: string) => [string, Record<string, string> | undefined]> = {
  admin: (id) => [`User/GetById/${id}`, undefined],
  vendor: (id) => ['Vendor/GetById', { id }],
  crew: (id) => ['Crew/GetById', { id }],
};

/** The name of the user, vendor or crew whose grants these are. */
export function useSubjectName(kind: GrantKind, subjectId: string) {
  return useQuery({
    queryKey: [...grantKeys.all, 'subject', kind, subjectId],
    queryFn: async ({ signal }) => {
      const [path, query] = SUBJECT_PATHS[kind](subjectId);
      return subjectSchema.parse(await api.account.get<unknown>(path, { query, signal })).name;
    },
  }).data;
}
