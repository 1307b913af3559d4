import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AREAS, PERMISSION_GROUPS, ROLE_CATEGORIES } from '../../../src/domain/permissions';
import type { Area } from '../../../src/domain/permissions';
import { notFound } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { queryInt } from '../../../src/domain/validation';

const tags = ['PermissionGroup'];

const permissionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  areas: z.array(
    z.object({
      area: z.string(),
      label: z.string(),
      permissions: z.array(z.object({ key: z.string(), action: z.string() })),
    }),
  ),
});

/** Permission groups are the catalogue in src/domain/permissions.ts, grouped for the permission matrix. */
function groups() {
  return PERMISSION_GROUPS.map((group) => ({
    id: group.id,
    name: group.name,
    areas: (Object.keys(AREAS) as Area[])
      .filter((area) => AREAS[area].group === group.id)
      .map((area) => ({
        area,
        label: AREAS[area].label,
        permissions: AREAS[area].actions.map((action) => ({ key: `${area}.${action}`, action })),
      })),
  }));
}

export async function permissionGroupRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/PermissionGroup/GetAll',
      summary: 'Every permission, grouped by area, for the permission matrix',
      permission: 'permissionGroup.view',
      body: z.strictObject({ organisationId: z.uuid().optional() }).optional(),
      response: z.object({ permissionGroups: z.array(permissionGroupSchema), pageTotal: z.number().int() }),
      handler: async () => {
        const all = groups();
        return { permissionGroups: all, pageTotal: all.length };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/PermissionGroup/GetById',
      summary: 'One permission group',
      permission: 'permissionGroup.view',
      query: z.strictObject({ id: queryInt() }),
      response: permissionGroupSchema,
      handler: async ({ query }) => {
        const group = groups().find((g) => g.id === query.id);
        if (!group) throw notFound('The permission group was not found.');
        return group;
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/PermissionGroup/PermissionGroupCategory',
      summary: 'Role categories',
      permission: 'signed-in',
      response: z.object({ categories: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
      handler: async () => ({ categories: ROLE_CATEGORIES.map((c) => ({ id: c.id, name: c.name })) }),
    },
    tags,
  );
}
