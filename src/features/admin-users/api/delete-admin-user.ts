import { api } from '../../../api/client';
import { deletedSchema } from '../../../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { adminUserKeys, patchUserLists } from './get-admin-users';

/**
 * DELETE User?id. Refused for oneself (403) and for the last active organisation administrator (409); a
 * user taken off the list in advance then comes back.
 */
export async function deleteAdminUser(id: string): Promise<string> {
  return deletedSchema.parse(await api.account.delete<unknown>('User', undefined, { query: { id } })).id;
}

export function useDeleteAdminUser() {
  return useOptimisticWrite<string, string>({
    mutationFn: deleteAdminUser,
    optimistic: (id) => [
      optimisticPatch(
        adminUserKeys.lists(),
        patchUserLists((user) => (user.id === id ? null : user)),
      ),
    ],
    invalidates: () => [adminUserKeys.lists()],
  });
}
