import { api } from '../../../api/client';
import { deletedSchema } from '../../../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { patchRoleLists, roleKeys } from './get-roles';

/**
 * DELETE Role?id. A role somebody holds is refused (409) with a message naming the holders, and a role
 * removed from the list in advance comes back.
 */
export async function deleteRole(id: string): Promise<string> {
  return deletedSchema.parse(await api.account.delete<unknown>('Role', undefined, { query: { id } })).id;
}

export function useDeleteRole() {
  return useOptimisticWrite<string, string>({
    mutationFn: deleteRole,
    optimistic: (id) => [
      optimisticPatch(
        roleKeys.lists(),
        patchRoleLists((role) => (role.id === id ? null : role)),
      ),
    ],
    invalidates: () => [roleKeys.lists()],
  });
}
