import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { roleSchema, type Role } from '../../../domain/roles';
import { roleKeys, type RoleList } from './get-roles';

/** GET Role/GetById?id: one role with how many people hold it. */
export async function getRole(id: string, signal?: AbortSignal): Promise<Role> {
  return roleSchema.parse(await api.account.get<unknown>('Role/GetById', { query: { id }, signal }));
}

export function roleQueryOptions(id: string) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => getRole(id, signal),
  });
}

/**
 * The role being edited; nothing is fetched for a new role (`id` null). A role opened from the list shows at
 * once, offline too, from the list's copy while its own record loads.
 */
export function useRole(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...roleQueryOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: () =>
      queryClient
        .getQueriesData<RoleList>({ queryKey: roleKeys.lists() })
        .flatMap(([, list]) => list?.roles ?? [])
        .find((role) => role.id === id),
  });
}
