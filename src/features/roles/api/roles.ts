import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/call';
import { createQueryKeys } from '../../../data/query-keys';
import {
  recordResource,
  withoutEmptyCriteria,
  type CreateInput,
  type UpdateInput,
} from '../../../data/record-resource';
import { useCan } from '../../../data/session-info';
import { getAllPermissionGroups } from '../../../domain/contracts/account/permission-group';
import {
  createRole,
  deleteRole,
  getAllRoles,
  getRoleById,
  updateRole,
} from '../../../domain/contracts/account/role';
import {
  catalogueGroups,
  permissionGroupListSchema,
  type PermissionGroup,
} from '../../../domain/permission-groups';
import {
  roleInputSchema,
  roleListSchema,
  roleSchema,
  roleUpdateSchema,
  type Role,
} from '../../../domain/roles';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export type { PermissionArea, PermissionGroup } from '../../../domain/permission-groups';

export interface RoleListFilter {
  page: number;
  pageSize: number;
  searchString?: string;
  /** 1 admin, 2 vendor, 3 crew, 4 workforce; all categories when absent. */
  category?: number;
}

export type RoleList = z.infer<typeof roleListSchema>;

/**
 * The roles' list (a page of roles, ordered by category and name), by id (one role with how many people hold
 * it), create, update and delete (account service). A role somebody holds is refused (409) with a message
 * naming the holders, and a role removed from the list in advance comes back.
 */
const resource = recordResource({
  contracts: {
    list: getAllRoles,
    byId: getRoleById,
    create: createRole,
    update: updateRole,
    remove: deleteRole,
  },
  area: 'roles',
  listName: 'roles',
  schema: roleSchema,
  bodies: { create: roleInputSchema, update: roleUpdateSchema },
  listSchema: roleListSchema,
  listBody: (filter: RoleListFilter) => withoutEmptyCriteria(filter),
});
const keys = resource.keys;

/** A new role; its id is made on this device, so a role created offline can be opened before it syncs. */
export type RoleDraft = CreateInput<z.input<typeof roleInputSchema>>;

function provisionalRole({ body }: RoleDraft): Role {
  return {
    ...body,
    permissions: [...new Set(body.permissions)].sort(),
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
function useCreateRole() {
  const queryClient = useQueryClient();
  return useOptimisticWrite<RoleDraft, Role>({
    mutationFn: resource.create,
    optimistic: (draft) => {
      const role = provisionalRole(draft);
      const lists = queryClient
        .getQueriesData<RoleList>({ queryKey: keys.lists() })
        .filter(([queryKey]) => listShows(queryKey[2] as RoleListFilter, role))
        .map(([queryKey]) =>
          optimisticPatch<RoleList>(queryKey, (list) =>
            list ? { roles: [role, ...list.roles], pageTotal: list.pageTotal + 1 } : list,
          ),
        );
      return [optimisticPatch<Role>(keys.detail(role.id), () => role), ...lists];
    },
    invalidates: () => [keys.all],
  });
}

/** The version the edit was based on; a stale one is refused with 409 and the current role. */
export type RoleChange = UpdateInput<z.input<typeof roleUpdateSchema>>;

function applied(role: Role, { body }: RoleChange): Role {
  return {
    ...role,
    name: body.name,
    category: body.category,
    permissions: [...new Set(body.permissions)].sort(),
    // The next edit made before this one syncs is based on the version this one will create.
    version: body.version + 1,
  };
}

/** Saves a role's name, category and permissions; lists and the role show the change at once. */
function useUpdateRole() {
  return useOptimisticWrite<RoleChange, Role>({
    mutationFn: resource.update,
    optimistic: (change) => [
      optimisticPatch<Role>(keys.detail(change.id), (role) => role && applied(role, change)),
      optimisticPatch(
        keys.lists(),
        resource.patchRows<Role>(change.id, (role) => applied(role, change)),
      ),
    ],
    invalidates: (change) => resource.invalidated(change.id),
  });
}

/**
 * The role being edited; nothing is fetched for a new role (`id` null). A role opened from the list shows at
 * once, offline too, from the list's copy while its own record loads.
 */
export function useRole(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...resource.detailOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: () =>
      queryClient
        .getQueriesData<RoleList>({ queryKey: keys.lists() })
        .flatMap(([, list]) => list?.roles ?? [])
        .find((role) => role.id === id),
  });
}

export const roles = { ...resource, useCreate: useCreateRole, useUpdate: useUpdateRole };

const permissionGroupKeys = createQueryKeys('permissionGroups');

/** Every permission, by group and area, for the matrix. */
async function getPermissionGroups(signal?: AbortSignal): Promise<PermissionGroup[]> {
  const data = await call(getAllPermissionGroups, { body: {} }, { signal });
  return permissionGroupListSchema.parse(data).permissionGroups;
}

const CATALOGUE = catalogueGroups();

/**
 * The matrix rows, from the server. Until it answers (offline before it ever did, after a failure, or for an
 * editor who may manage roles but not list permission groups) the shared catalogue it is built from stands in.
 */
export function usePermissionGroups() {
  const canList = useCan('permissionGroup.view');
  const query = useQuery({
    queryKey: permissionGroupKeys.lists(),
    queryFn: ({ signal }) => getPermissionGroups(signal),
    staleTime: 60 * 60 * 1000,
    enabled: canList,
  });
  return query.data ?? CATALOGUE;
}
