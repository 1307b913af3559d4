import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { ROLE_CATEGORIES } from '../../../domain/permissions';
import { roleListSchema, type Role } from '../../../domain/roles';

export const roleOptionKeys = createQueryKeys('roleOptions');

/** Organisation users hold Admin roles; vendor users Vendor or Crew roles (the server enforces the same). */
export const ORGANISATION_ROLE_CATEGORIES: readonly number[] = [1];
export const VENDOR_ROLE_CATEGORIES: readonly number[] = [2, 3];
export const USER_ROLE_CATEGORIES: readonly number[] = [1, 2, 3];

/** GET Role/GetAllByCategory?category: every role of one category (for any signed-in user). */
export async function getRolesByCategory(category: number, signal?: AbortSignal): Promise<Role[]> {
  const data = await api.account.get<unknown>('Role/GetAllByCategory', { query: { category }, signal });
  return roleListSchema.parse(data).roles;
}

export function rolesByCategoryQueryOptions(category: number) {
  return queryOptions({
    queryKey: roleOptionKeys.list(category),
    queryFn: ({ signal }) => getRolesByCategory(category, signal),
  });
}

export interface RoleOptionGroup {
  group: string;
  items: Array<{ value: string; label: string }>;
}

/** The roles of some categories as select options, grouped by category. */
export function useRoleOptions(categories: readonly number[]) {
  return useQueries({
    queries: categories.map((category) => rolesByCategoryQueryOptions(category)),
    combine: (results) => ({
      loading: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
      roles: results.flatMap((result) => result.data ?? []),
      groups: results.flatMap((result, index): RoleOptionGroup[] => {
        const roles = result.data ?? [];
        if (roles.length === 0) return [];
        const name = ROLE_CATEGORIES.find((entry) => entry.id === categories[index])?.name ?? '';
        return [
          { group: `${name} roles`, items: roles.map((role) => ({ value: role.id, label: role.name })) },
        ];
      }),
    }),
  });
}
