import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { uploadUserImage } from '../../../data/images';
import { userSummarySchema, type UserSummary } from '../../../domain/users';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { adminUserKeys, type AdminUserFilter, type AdminUserList } from './get-admin-users';

/** The fields an admin user is saved with (besides the picture and, on create, the initial password). */
export interface AdminUserFields {
  name: string;
  email: string;
  phone: string | null;
  roleId: string;
  vendorId: string | null;
  isActive: boolean;
  imageUrl: string | null;
}

/** Names shown on the new row before the server answers with its own. */
export interface AdminUserLabels {
  roleName: string;
  vendorName: string | null;
}

export interface NewAdminUser {
  /** Made on this device, so a user created offline can be opened before it syncs. */
  id: string;
  fields: AdminUserFields;
  password: string;
  /** A picture to upload first; its address replaces `fields.imageUrl`. */
  image: File | null;
  labels: AdminUserLabels;
}

/** POST User, after uploading the picture if one was chosen. */
export async function createAdminUser({ id, fields, password, image }: NewAdminUser): Promise<UserSummary> {
  const imageUrl = image ? await uploadUserImage(image) : fields.imageUrl;
  const data = await api.account.post<unknown>('User', { id, ...fields, imageUrl, password });
  return userSummarySchema.parse(data);
}

export function provisionalUser(
  id: string,
  fields: AdminUserFields,
  labels: AdminUserLabels,
  version: number,
) {
  return { id, ...fields, ...labels, version } satisfies UserSummary;
}

function listShows(filter: AdminUserFilter, user: UserSummary): boolean {
  if (filter.page !== 1 || filter.searchString) return false;
  if (filter.roleId && filter.roleId !== user.roleId) return false;
  if (filter.isActive !== undefined && filter.isActive !== user.isActive) return false;
  return filter.vendorId === undefined || filter.vendorId === user.vendorId;
}

/** Creates an admin user; the user shows at once on the first page of the lists it belongs to. */
export function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useOptimisticWrite<NewAdminUser, UserSummary>({
    mutationFn: createAdminUser,
    optimistic: ({ id, fields, labels }) => {
      const user = provisionalUser(id, fields, labels, 1);
      const lists = queryClient
        .getQueriesData<AdminUserList>({ queryKey: adminUserKeys.lists() })
        .filter(([queryKey]) => listShows(queryKey[2] as AdminUserFilter, user))
        .map(([queryKey]) =>
          optimisticPatch<AdminUserList>(queryKey, (list) =>
            list ? { users: [user, ...list.users], pageTotal: list.pageTotal + 1 } : list,
          ),
        );
      return [optimisticPatch<UserSummary>(adminUserKeys.detail(id), () => user), ...lists];
    },
    invalidates: () => [adminUserKeys.all],
  });
}
