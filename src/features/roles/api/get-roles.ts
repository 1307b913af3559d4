import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { roleListSchema, type Role } from '../../../domain/roles';

export const roleKeys = createQueryKeys('roles');

export interface RoleListFilter {
  page: number;
  pageSize: number;
  searchString?: string;
  /** 1 admin, 2 vendor, 3 crew, 4 workforce; all categories when absent. */
  category?: number;
}

export type RoleList = z.infer<typeof roleListSchema>;

/** POST Role/GetAll: a page of roles, ordered by category and name. */
export async function getRoles(filter: RoleListFilter, signal?: AbortSignal): Promise<RoleList> {
  const body = {
    page: filter.page,
    pageSize: filter.pageSize,
    ...(filter.searchString ? { searchString: filter.searchString } : {}),
    ...(filter.category ? { category: filter.category } : {}),
  };
  return roleListSchema.parse(await api.account.post<unknown>('Role/GetAll', body, { signal }));
}

export function rolesQueryOptions(filter: RoleListFilter) {
  return queryOptions({
    queryKey: roleKeys.list(filter),
    queryFn: ({ signal }) => getRoles(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRoles(filter: RoleListFilter) {
  return useQuery(rolesQueryOptions(filter));
}

/** Replaces or drops one role in every cached page, for optimistic writes. */
export function patchRoleLists(
  update: (role: Role) => Role | null,
): (current: RoleList | undefined) => RoleList | undefined {
  return (current) => {
    if (!current) return current;
    const roles = current.roles.flatMap((role) => {
      const next = update(role);
      return next ? [next] : [];
    });
    return { roles, pageTotal: current.pageTotal - (current.roles.length - roles.length) };
  };
}
