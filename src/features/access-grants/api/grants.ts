import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../api/call';
import { createQueryKeys } from '../../../data/query-keys';
import { GRANT_CONTRACTS } from '../../../domain/contracts/account/access-grant';
import { getCrewById } from '../../../domain/contracts/account/crew';
import { getUserById } from '../../../domain/contracts/account/user';
import { getVendorById } from '../../../domain/contracts/account/vendor';
import { grantListSchema, grantSchema, type Grant, type GrantKind } from '../../../domain/access-grants';
import { deletedSchema } from '../../../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export const grantKeys = createQueryKeys('accessGrants');
type GrantList = z.infer<typeof grantListSchema>;

/** The grants of one kind (admin, vendor or crew) to one subject; every grant call wraps its payload in `data`. */
export function useGrants(kind: GrantKind, subjectId: string, paging: { page: number; pageSize: number }) {
  const filter = { kind, subjectId, ...paging };
  return useQuery({
    queryKey: grantKeys.list(filter),
    queryFn: async ({ signal }) =>
      grantListSchema.parse(
        await call(GRANT_CONTRACTS[kind].list, { body: { data: { subjectId, ...paging } } }, { signal }),
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
        await call(
          GRANT_CONTRACTS[kind].list,
          { body: { data: { subjectId, projectId, page: 1, pageSize: 1 } } },
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
      grantSchema.parse(await call(GRANT_CONTRACTS[kind].create, { body: { data } }, { idempotencyKey })),
    invalidates: () => [grantKeys.lists()],
  });
}

export function useUpdateGrant(kind: GrantKind) {
  return useOptimisticWrite<{ id: string; accessGroupIds: string[]; version: number }, Grant>({
    mutationFn: async (data) =>
      grantSchema.parse(await call(GRANT_CONTRACTS[kind].update, { body: { data } })),
    invalidates: ({ id }) => [grantKeys.lists(), grantKeys.detail(id)],
  });
}

export function useWithdrawGrant(kind: GrantKind) {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) =>
      deletedSchema.parse(await call(GRANT_CONTRACTS[kind].remove, { body: { data: { id } } })),
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
const SUBJECTS: Record<GrantKind, (id: string, signal: AbortSignal) => Promise<unknown>> = {
  admin: (id, signal) => call(getUserById, { params: { id } }, { signal }),
  vendor: (id, signal) => call(getVendorById, { query: { id } }, { signal }),
  crew: (id, signal) => call(getCrewById, { query: { id } }, { signal }),
};

/** The name of the user, vendor or crew whose grants these are. */
export function useSubjectName(kind: GrantKind, subjectId: string) {
  return useQuery({
    queryKey: [...grantKeys.all, 'subject', kind, subjectId],
    queryFn: async ({ signal }) => subjectSchema.parse(await SUBJECTS[kind](subjectId, signal)).name,
  }).data;
}
