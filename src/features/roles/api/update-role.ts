import { api } from '../../../api/client';
import { roleSchema, type Role } from '../../../domain/roles';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { patchRoleLists, roleKeys } from './get-roles';

export interface RoleChange {
  id: string;
  name: string;
  category: number;
  permissions: string[];
  /** The version the edit was based on; a stale one is refused with 409 and the current role. */
  version: number;
}

/** PUT Role?id. */
export async function updateRole({ id, ...body }: RoleChange): Promise<Role> {
  return roleSchema.parse(await api.account.put<unknown>('Role', body, { query: { id } }));
}

function applied(role: Role, change: RoleChange): Role {
  return {
    ...role,
    name: change.name,
    category: change.category,
    permissions: [...new Set(change.permissions)].sort(),
    // The next edit made before this one syncs is based on the version this one will create.
    version: change.version + 1,
  };
}

/** Saves a role's name, category and permissions; lists and the role show the change at once. */
export function useUpdateRole() {
  return useOptimisticWrite<RoleChange, Role>({
    mutationFn: updateRole,
    optimistic: (change) => [
      optimisticPatch<Role>(roleKeys.detail(change.id), (role) => role && applied(role, change)),
      optimisticPatch(
        roleKeys.lists(),
        patchRoleLists((role) => (role.id === change.id ? applied(role, change) : role)),
      ),
    ],
    invalidates: (change) => [roleKeys.lists(), roleKeys.detail(change.id)],
  });
}
