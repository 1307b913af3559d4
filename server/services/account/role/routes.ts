import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORGANISATION_ADMIN_ROLE } from '../../../../src/domain/permissions';
import {
  roleCategorySchema,
  roleInputSchema,
  roleListQuerySchema,
  roleListSchema,
  roleSchema,
  roleUpdateSchema,
} from '../../../../src/domain/roles';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { role } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { HttpError, forbidden, notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { versionedUpdate } from '../../../lib/versioned';
import { getRole, listRoles, roleHolderNames } from './queries';

const tags = ['Role'];
const idQuery = z.strictObject({ id: z.uuid() });

/** Nobody can hand out a permission they do not hold, so nobody can raise their own (or anyone's) rights. */
function assertGrantable(auth: AuthContext, permissions: readonly string[]) {
  const missing = permissions.filter((key) => !auth.permissions.has(key));
  if (missing.length) {
    throw forbidden(`You cannot grant permissions you do not hold: ${missing.slice(0, 5).join(', ')}.`);
  }
}

async function loadEditable(tx: Tx, id: string) {
  const current = await getRole(tx, id);
  if (!current) throw notFound('The role was not found.');
  if (current.isSystem && current.name === ORGANISATION_ADMIN_ROLE) {
    throw forbidden(
      'The organisation administrator role always holds every permission and cannot be changed.',
    );
  }
  return current;
}

export async function roleRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Role/GetAllByCategory',
      summary: 'Roles of one category (1 admin, 2 vendor, 3 crew, 4 workforce)',
      permission: 'signed-in',
      query: z.strictObject({ category: roleCategorySchema, organisationId: z.uuid().optional() }),
      response: roleListSchema,
      handler: ({ tx, query }) => listRoles(tx, { page: 1, pageSize: 500, category: query.category }),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Role/GetAll',
      summary: 'Roles, paged, with optional search and category',
      permission: 'role.view',
      body: roleListQuerySchema,
      response: roleListSchema,
      handler: ({ tx, body }) => listRoles(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Role/GetById',
      summary: 'One role with the number of people holding it',
      permission: 'role.view',
      query: idQuery,
      response: roleSchema,
      handler: async ({ tx, query }) => {
        const found = await getRole(tx, query.id);
        if (!found) throw notFound('The role was not found.');
        return found;
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Role',
      summary: 'Create a role',
      permission: 'role.create',
      body: roleInputSchema.extend({ id: z.uuid().optional() }),
      response: roleSchema,
      handler: async ({ tx, auth, body }) => {
        assertGrantable(auth, body.permissions);
        const id = body.id ?? newId();
        await tx.insert(role).values({
          organisationId: auth.organisationId,
          id,
          name: body.name,
          category: body.category,
          permissions: body.permissions,
          createdBy: auth.userId,
          updatedBy: auth.userId,
        });
        return (await getRole(tx, id))!;
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Role',
      summary: 'Update a role (send the version you edited; a stale one gets 409)',
      permission: 'role.update',
      query: idQuery,
      body: roleUpdateSchema,
      response: roleSchema,
      handler: async ({ tx, auth, query, body }) => {
        await loadEditable(tx, query.id);
        assertGrantable(auth, body.permissions);
        await versionedUpdate(
          () =>
            tx
              .update(role)
              .set({
                name: body.name,
                category: body.category,
                permissions: body.permissions,
                version: sql`${role.version} + 1`,
                updatedAt: sql`now()`,
                updatedBy: auth.userId,
              })
              .where(and(eq(role.id, query.id), eq(role.version, body.version)))
              .returning({ id: role.id }),
          () => getRole(tx, query.id),
        );
        return (await getRole(tx, query.id))!;
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Role',
      summary: 'Delete a role nobody holds',
      permission: 'role.delete',
      query: idQuery,
      response: z.object({ id: z.uuid() }),
      handler: async ({ tx, query }) => {
        const current = await loadEditable(tx, query.id);
        if (current.holders > 0) {
          const names = await roleHolderNames(tx, query.id);
          const more = current.holders > names.length ? ` and ${current.holders - names.length} more` : '';
          throw new HttpError(
            409,
            'Role in use',
            `The role "${current.name}" is held by ${current.holders} user${current.holders === 1 ? '' : 's'}: ${names.join(', ')}${more}. Give them another role first.`,
          );
        }
        await tx.delete(role).where(eq(role.id, query.id));
        return { id: query.id };
      },
    },
    tags,
  );
}
