import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  catalogueGroups,
  permissionGroupListSchema,
  permissionGroupSchema,
} from '../../../../src/domain/permission-groups';
import { ROLE_CATEGORIES } from '../../../../src/domain/permissions';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { queryInt } from '../../../../src/domain/validation';

const tags = ['PermissionGroup'];

export async function permissionGroupRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/PermissionGroup/GetAll',
      summary: 'Every permission, grouped by area, for the permission matrix',
      permission: 'permissionGroup.view',
      body: z.strictObject({ organisationId: z.uuid().optional() }).optional(),
      response: permissionGroupListSchema,
      handler: async () => {
        const all = catalogueGroups();
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
        const group = catalogueGroups().find((g) => g.id === query.id);
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
