import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { userListSchema, type UserSummary } from '../../../domain/users';

export const adminUserKeys = createQueryKeys('adminUsers');

export interface AdminUserFilter {
  page: number;
  pageSize: number;
  searchString?: string;
  roleId?: string;
  /** A vendor's users; null for organisation-level users only; everyone the caller may see when absent. */
  vendorId?: string | null;
  isActive?: boolean;
}

export type AdminUserList = z.infer<typeof userListSchema>;

/** POST User/GetAll: a page of admin users (a vendor user only ever gets their own vendor's). */
export async function getAdminUsers(filter: AdminUserFilter, signal?: AbortSignal): Promise<AdminUserList> {
  const body = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  );
  return userListSchema.parse(await api.account.post<unknown>('User/GetAll', body, { signal }));
}

export function adminUsersQueryOptions(filter: AdminUserFilter) {
  return queryOptions({
    queryKey: adminUserKeys.list(filter),
    queryFn: ({ signal }) => getAdminUsers(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filter: AdminUserFilter) {
  return useQuery(adminUsersQueryOptions(filter));
}

/** Replaces or drops one user in every cached page, for optimistic writes. */
export function patchUserLists(
  update: (user: UserSummary) => UserSummary | null,
): (current: AdminUserList | undefined) => AdminUserList | undefined {
  return (current) => {
    if (!current) return current;
    const users = current.users.flatMap((user) => {
      const next = update(user);
      return next ? [next] : [];
    });
    return { users, pageTotal: current.pageTotal - (current.users.length - users.length) };
  };
}
