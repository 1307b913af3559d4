import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ORGANISATION_ADMIN_ROLE } from '../../../../src/domain/permissions';
import * as contracts from '../../../../src/domain/contracts/account/index';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { role } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { HttpError, forbidden, notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { versionedUpdate } from '../../../lib/versioned';
import { getRole, listRoles, roleHolderNames } from './queries';

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
  defineRoute(app, contracts.getRolesByCategory, {
    handler: ({ tx, query }) => listRoles(tx, { page: 1, pageSize: 500, category: query.category }),
  });

  defineRoute(app, contracts.getAllRoles, {
    handler: ({ tx, body }) => listRoles(tx, body),
  });

  defineRoute(app, contracts.getRoleById, {
    handler: async ({ tx, query }) => {
      const found = await getRole(tx, query.id);
      if (!found) throw notFound('The role was not found.');
      return found;
    },
  });

  defineRoute(app, contracts.createRole, {
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
  });

  defineRoute(app, contracts.updateRole, {
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
  });

  defineRoute(app, contracts.deleteRole, {
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
  });
}
