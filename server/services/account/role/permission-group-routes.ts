import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/account/index';
import { catalogueGroups } from '../../../../src/domain/permission-groups';
import { ROLE_CATEGORIES } from '../../../../src/domain/permissions';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';

export async function permissionGroupRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllPermissionGroups, {
    handler: async () => {
      const all = catalogueGroups();
      return { permissionGroups: all, pageTotal: all.length };
    },
  });

  defineRoute(app, contracts.getPermissionGroupById, {
    handler: async ({ query }) => {
      const group = catalogueGroups().find((g) => g.id === query.id);
      if (!group) throw notFound('The permission group was not found.');
      return group;
    },
  });

  defineRoute(app, contracts.getRoleCategories, {
    handler: async () => ({ categories: ROLE_CATEGORIES.map((c) => ({ id: c.id, name: c.name })) }),
  });
}
