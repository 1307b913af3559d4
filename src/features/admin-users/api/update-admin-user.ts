import { api } from '../../../api/client';
import { uploadUserImage } from '../../../data/images';
import { userSummarySchema, type UserSummary } from '../../../domain/users';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { provisionalUser, type AdminUserFields, type AdminUserLabels } from './create-admin-user';
import { adminUserKeys, patchUserLists } from './get-admin-users';

export interface AdminUserChange {
  id: string;
  fields: AdminUserFields;
  /** The version the edit was based on; a stale one is refused with 409 and the current user. */
  version: number;
  image: File | null;
  labels: AdminUserLabels;
}

/** PUT User?id, after uploading a newly chosen picture. */
export async function updateAdminUser({ id, fields, version, image }: AdminUserChange): Promise<UserSummary> {
  const imageUrl = image ? await uploadUserImage(image) : fields.imageUrl;
  const data = await api.account.put<unknown>('User', { ...fields, imageUrl, version }, { query: { id } });
  return userSummarySchema.parse(data);
}

/** Saves an admin user; the record and the lists show the change at once. */
export function useUpdateAdminUser() {
  return useOptimisticWrite<AdminUserChange, UserSummary>({
    mutationFn: updateAdminUser,
    optimistic: ({ id, fields, labels, version }) => {
      // The next edit made before this one syncs is based on the version this one will create.
      const user = provisionalUser(id, fields, labels, version + 1);
      return [
        optimisticPatch<UserSummary>(adminUserKeys.detail(id), (current) => current && user),
        optimisticPatch(
          adminUserKeys.lists(),
          patchUserLists((row) => (row.id === id ? user : row)),
        ),
      ];
    },
    invalidates: ({ id }) => [adminUserKeys.lists(), adminUserKeys.detail(id)],
  });
}
