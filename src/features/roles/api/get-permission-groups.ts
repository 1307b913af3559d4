import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../api/query-keys';
import { useCan } from '../../../api/session-info';
import { AREAS, PERMISSION_GROUPS, type Area } from '../../../domain/permissions';

export const permissionGroupKeys = createQueryKeys('permissionGroups');

// The route declares this shape beside itself rather than in src/domain; kept identical to it here.
const permissionAreaSchema = z.object({
  area: z.string(),
  label: z.string(),
  permissions: z.array(z.object({ key: z.string(), action: z.string() })),
});
const permissionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  areas: z.array(permissionAreaSchema),
});
const permissionGroupListSchema = z.object({
  permissionGroups: z.array(permissionGroupSchema),
  pageTotal: z.number().int(),
});

export type PermissionArea = z.infer<typeof permissionAreaSchema>;
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

/** POST PermissionGroup/GetAll: every permission, by group and area, for the matrix. */
export async function getPermissionGroups(signal?: AbortSignal): Promise<PermissionGroup[]> {
  const data = await api.account.post<unknown>('PermissionGroup/GetAll', {}, { signal });
  return permissionGroupListSchema.parse(data).permissionGroups;
}

/**
 * The same grouping from the shared catalogue the server builds its answer from, for an editor whose role
 * lets them manage roles but not list permission groups.
 */
export function catalogueGroups(): PermissionGroup[] {
  const areas = Object.keys(AREAS) as Area[];
  return PERMISSION_GROUPS.map((group) => ({
    id: group.id,
    name: group.name,
    areas: areas
      .filter((area) => AREAS[area].group === group.id)
      .map((area) => ({
        area,
        label: AREAS[area].label,
        permissions: AREAS[area].actions.map((action) => ({ key: `${area}.${action}`, action })),
      })),
  }));
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
