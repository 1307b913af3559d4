import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { roleSchema, type Role } from '../../../domain/roles';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { roleKeys, type RoleList, type RoleListFilter } from './get-roles';

/** A new role; its id is made on this device, so a role created offline can be opened before it syncs. */
export interface RoleDraft {
  id: string;
  name: string;
  category: number;
  permissions: string[];
}

/** POST Role. */
export async function createRole(draft: RoleDraft): Promise<Role> {
  return roleSchema.parse(await api.account.post<unknown>('Role', draft));
}

function provisionalRole(draft: RoleDraft): Role {
  return {
    ...draft,
    permissions: [...new Set(draft.permissions)].sort(),
    isSystem: false,
    version: 1,
    holders: 0,
    updatedAt: new Date().toISOString(),
  };
}

function listShows(filter: RoleListFilter, role: Role): boolean {
  if (filter.page !== 1) return false;
  if (filter.category && filter.category !== role.category) return false;
  return !filter.searchString || role.name.toLowerCase().includes(filter.searchString.toLowerCase());
}

/** Creates a role; it shows at once on the first page of the lists it belongs to and as its own record. */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return useOptimisticWrite<RoleDraft, Role>({
    mutationFn: createRole,
    optimistic: (draft) => {
      const role = provisionalRole(draft);
      const lists = queryClient
        .getQueriesData<RoleList>({ queryKey: roleKeys.lists() })
        .filter(([queryKey]) => listShows(queryKey[2] as RoleListFilter, role))
        .map(([queryKey]) =>
          optimisticPatch<RoleList>(queryKey, (list) =>
            list ? { roles: [role, ...list.roles], pageTotal: list.pageTotal + 1 } : list,
          ),
        );
      return [optimisticPatch<Role>(roleKeys.detail(role.id), () => role), ...lists];
    },
    invalidates: () => [roleKeys.all],
  });
}
