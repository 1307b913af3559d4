import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { userSummarySchema, type UserSummary } from '../../../domain/users';
import { adminUserKeys, type AdminUserList } from './get-admin-users';

/** GET User/GetById/{id}: one admin user with their role and vendor names. */
export async function getAdminUser(id: string, signal?: AbortSignal): Promise<UserSummary> {
  const data = await api.account.get<unknown>(`User/GetById/${encodeURIComponent(id)}`, { signal });
  return userSummarySchema.parse(data);
}

export function adminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: ({ signal }) => getAdminUser(id, signal),
  });
}

/** One admin user; opened from the list, it shows at once (offline too) from the list's copy while it loads. */
export function useAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...adminUserQueryOptions(id),
    placeholderData: () =>
      queryClient
        .getQueriesData<AdminUserList>({ queryKey: adminUserKeys.lists() })
        .flatMap(([, list]) => list?.users ?? [])
        .find((user) => user.id === id),
  });
}
