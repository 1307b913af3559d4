import { z } from 'zod';
import { AREAS, PERMISSION_GROUPS, type Area } from './permissions';

export const permissionAreaSchema = z.object({
  area: z.string(),
  label: z.string(),
  permissions: z.array(z.object({ key: z.string(), action: z.string() })),
});
export const permissionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  areas: z.array(permissionAreaSchema),
});
export const permissionGroupListSchema = z.object({
  permissionGroups: z.array(permissionGroupSchema),
  pageTotal: z.number().int(),
});
export type PermissionArea = z.infer<typeof permissionAreaSchema>;
export type PermissionGroup = z.infer<typeof permissionGroupSchema>;

/** The permission catalogue grouped for the permission matrix: what PermissionGroup/GetAll answers. */
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
