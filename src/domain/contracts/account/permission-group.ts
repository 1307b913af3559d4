import { z } from 'zod';
import { read } from '../../offline-action-kit';
import { permissionGroupListSchema, permissionGroupSchema } from '../../permission-groups';
import { queryInt } from '../../validation';
import { defineContract } from '../kit';

const service = 'account';

export const getAllPermissionGroups = defineContract({
  service,
  method: 'POST',
  path: 'PermissionGroup/GetAll',
  summary: 'Every permission, grouped by area, for the permission matrix',
  permission: 'permissionGroup.view',
  body: z.strictObject({ organisationId: z.uuid().optional() }).optional(),
  response: permissionGroupListSchema,
  offline: read,
});

export const getPermissionGroupById = defineContract({
  service,
  method: 'GET',
  path: 'PermissionGroup/GetById',
  summary: 'One permission group',
  permission: 'permissionGroup.view',
  query: z.strictObject({ id: queryInt() }),
  response: permissionGroupSchema,
  offline: read,
});

export const getRoleCategories = defineContract({
  service,
  method: 'GET',
  path: 'PermissionGroup/PermissionGroupCategory',
  summary: 'Role categories',
  permission: 'signed-in',
  response: z.object({ categories: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  offline: read,
});
