import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { useCan } from '../../../data/session-info';
import {
  catalogueGroups,
  permissionGroupListSchema,
  type PermissionGroup,
} from '../../../domain/permission-groups';

export type { PermissionArea, PermissionGroup } from '../../../domain/permission-groups';

export const permissionGroupKeys = createQueryKeys('permissionGroups');

/** POST PermissionGroup/GetAll: every permission, by group and area, for the matrix. */
export async function getPermissionGroups(signal?: AbortSignal): Promise<PermissionGroup[]> {
  const data = await api.account.post<unknown>('PermissionGroup/GetAll', {}, { signal });
  return permissionGroupListSchema.parse(data).permissionGroups;
}

export function permissionGroupsQueryOptions() {
  return queryOptions({
    queryKey: permissionGroupKeys.lists(),
    queryFn: ({ signal }) => getPermissionGroups(signal),
    staleTime: 60 * 60 * 1000,
  });
}

const CATALOGUE = catalogueGroups();

/**
 * The matrix rows, from the server. Until it answers (offline before it ever did, after a failure, or for an
 * editor who may manage roles but not list permission groups) the shared catalogue it is built from stands in.
 */
export function usePermissionGroups() {
  const canList = useCan('permissionGroup.view');
  const query = useQuery({ ...permissionGroupsQueryOptions(), enabled: canList });
  return query.data ?? CATALOGUE;
}
