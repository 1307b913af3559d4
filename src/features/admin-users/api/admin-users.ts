import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/call';
import { uploadUserImage } from '../../../data/images';
import { createQueryKeys } from '../../../data/query-keys';
import { recordResource } from '../../../data/record-resource';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  type changeUserPasswordSchema,
} from '../../../domain/admin-users';
import { messageResponseSchema } from '../../../domain/auth';
import {
  changeUserPassword,
  createUser,
  deleteUser,
  updateUser,
} from '../../../domain/contracts/account/admin-user';
import { getRolesByCategory as rolesByCategory } from '../../../domain/contracts/account/role';
import { getAllUsers, getUserById } from '../../../domain/contracts/account/user';
import { ROLE_CATEGORIES } from '../../../domain/permissions';
import { type roleCategorySchema, roleListSchema, type Role } from '../../../domain/roles';
import { userListSchema, userSummarySchema, type UserSummary } from '../../../domain/users';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

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

/**
 * The admin users' list (a page of admin users; a vendor user only ever gets their own vendor's), by id (with
 * their role and vendor names), create, update and delete (account service). A delete is refused for
 * oneself (403) and for the last active organisation administrator (409); a user taken off the list in
 * advance then comes back.
 */
const resource = recordResource({
  contracts: {
    list: getAllUsers,
    byId: getUserById,
    create: createUser,
    update: updateUser,
    remove: deleteUser,
  },
  area: 'adminUsers',
  listName: 'users',
  schema: userSummarySchema,
  bodies: { create: adminUserCreateSchema, update: adminUserUpdateSchema },
  listSchema: userListSchema,
  // A null vendor is a criterion here (organisation-level users only), so only '' and undefined are left out.
  listBody: (filter: AdminUserFilter) =>
    Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')),
});
const keys = resource.keys;

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

function provisionalUser(id: string, fields: AdminUserFields, labels: AdminUserLabels, version: number) {
  return { id, ...fields, ...labels, version } satisfies UserSummary;
}

function listShows(filter: AdminUserFilter, user: UserSummary): boolean {
  if (filter.page !== 1 || filter.searchString) return false;
  if (filter.roleId && filter.roleId !== user.roleId) return false;
  if (filter.isActive !== undefined && filter.isActive !== user.isActive) return false;
  return filter.vendorId === undefined || filter.vendorId === user.vendorId;
}

/** POST User, after uploading the picture if one was chosen; the user shows at once on the lists it belongs to. */
function useCreateAdminUser() {
  const queryClient = useQueryClient();
  return useOptimisticWrite<NewAdminUser, UserSummary>({
    mutationFn: async ({ id, fields, password, image }) => {
      const imageUrl = image ? await uploadUserImage(image) : fields.imageUrl;
      return resource.create({ body: { id, ...fields, imageUrl, password } });
    },
    optimistic: ({ id, fields, labels }) => {
      const user = provisionalUser(id, fields, labels, 1);
      const lists = queryClient
        .getQueriesData<AdminUserList>({ queryKey: keys.lists() })
        .filter(([queryKey]) => listShows(queryKey[2] as AdminUserFilter, user))
        .map(([queryKey]) =>
          optimisticPatch<AdminUserList>(queryKey, (list) =>
            list ? { users: [user, ...list.users], pageTotal: list.pageTotal + 1 } : list,
          ),
        );
      return [optimisticPatch<UserSummary>(keys.detail(id), () => user), ...lists];
    },
    invalidates: () => [keys.all],
  });
}

export interface AdminUserChange {
  id: string;
  fields: AdminUserFields;
  /** The version the edit was based on; a stale one is refused with 409 and the current user. */
  version: number;
  image: File | null;
  labels: AdminUserLabels;
}

/** PUT User?id, after uploading a newly chosen picture; the record and the lists show the change at once. */
function useUpdateAdminUser() {
  return useOptimisticWrite<AdminUserChange, UserSummary>({
    mutationFn: async ({ id, fields, version, image }) => {
      const imageUrl = image ? await uploadUserImage(image) : fields.imageUrl;
      return resource.update({ id, body: { ...fields, imageUrl, version } });
    },
    optimistic: ({ id, fields, labels, version }) => {
      // The next edit made before this one syncs is based on the version this one will create.
      const user = provisionalUser(id, fields, labels, version + 1);
      return [
        optimisticPatch<UserSummary>(keys.detail(id), (current) => current && user),
        optimisticPatch(
          keys.lists(),
          resource.patchRows<UserSummary>(id, () => user),
        ),
      ];
    },
    invalidates: ({ id }) => resource.invalidated(id),
  });
}

export const adminUsers = { ...resource, useCreate: useCreateAdminUser, useUpdate: useUpdateAdminUser };

/** One admin user; opened from the list, it shows at once (offline too) from the list's copy while it loads. */
export function useAdminUser(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...resource.detailOptions(id),
    placeholderData: () =>
      queryClient
        .getQueriesData<AdminUserList>({ queryKey: keys.lists() })
        .flatMap(([, list]) => list?.users ?? [])
        .find((user) => user.id === id),
  });
}

export type UserPasswordChange = z.input<typeof changeUserPasswordSchema>;

/**
 * An administrator sets another user's password. The user's sessions end and
 * they are notified. Answers the server's confirmation.
 */
export function useChangeUserPassword() {
  return useOptimisticWrite<UserPasswordChange, string>({
    mutationFn: async (change) =>
      messageResponseSchema.parse(await call(changeUserPassword, { body: change })).message,
  });
}

const roleOptionKeys = createQueryKeys('roleOptions');

/** Organisation users hold Admin roles; vendor users Vendor or Crew roles (the server enforces the same). */
export const ORGANISATION_ROLE_CATEGORIES: readonly number[] = [1];
export const VENDOR_ROLE_CATEGORIES: readonly number[] = [2, 3];
export const USER_ROLE_CATEGORIES: readonly number[] = [1, 2, 3];

/** Every role of one category (for any signed-in user). */
async function getRolesByCategory(category: number, signal?: AbortSignal): Promise<Role[]> {
  // The query string carries the category as its digit; the categories here are ROLE_CATEGORIES' ids.
  const query = { category: String(category) as z.input<typeof roleCategorySchema> };
  const data = await call(rolesByCategory, { query }, { signal });
  return roleListSchema.parse(data).roles;
}

function rolesByCategoryQueryOptions(category: number) {
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
