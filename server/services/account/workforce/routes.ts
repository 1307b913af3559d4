import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/account/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { WORKFORCE_KIND } from '../../../../src/domain/workforce';
import type { Tx } from '../../../db/client';
import { crew, workforce } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import { assertUnreferenced, findReferences } from '../../../lib/references';
import { defineRoute } from '../../../lib/route';
import { defineImportRoute } from '../../file/index';
import { getWorkforce, listWorkforce } from './queries';
import { createWorkforce, updateWorkforce } from './writes';

async function mustGet(tx: Tx, id: string) {
  const found = await getWorkforce(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.workforceNotFound);
  return found;
}

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const memberOf = (workforceId: string) =>
  sql`exists (select 1 from crew_member m where m.organisation_id = crew.organisation_id and m.crew_id = crew.id and m.workforce_id = ${workforceId})`;

/** The mobile workforce: mobile users and supervisors of the organisation or of a vendor. */
export async function workforceRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllWorkforce, {
    handler: ({ tx, body }) => listWorkforce(tx, body),
  });

  defineRoute(app, contracts.getSupervisors, {
    handler: async ({ tx, query }) => {
      const byVendor =
        query.vendorId === ''
          ? isNull(workforce.vendorId)
          : query.vendorId
            ? eq(workforce.vendorId, query.vendorId)
            : undefined;
      const supervisors = await tx
        .select({
          id: workforce.id,
          name: workforce.name,
          employeeCode: workforce.employeeCode,
          vendorId: workforce.vendorId,
        })
        .from(workforce)
        .where(and(eq(workforce.kind, WORKFORCE_KIND.supervisor), eq(workforce.isActive, true), byVendor))
        .orderBy(asc(workforce.name), asc(workforce.id))
        .limit(1000);
      return { supervisors };
    },
  });

  defineRoute(app, contracts.getWorkforceById, {
    handler: ({ tx, query }) => mustGet(tx, query.id),
  });

  defineRoute(app, contracts.createWorkforce, {
    handler: async ({ tx, auth, body }) => mustGet(tx, await createWorkforce(tx, auth, body)),
  });

  defineRoute(app, contracts.updateWorkforce, {
    handler: async ({ tx, auth, query, body }) => {
      await updateWorkforce(tx, auth, query.id, body);
      return mustGet(tx, query.id);
    },
  });

  defineRoute(app, contracts.deleteWorkforce, {
    handler: async ({ tx, query }) => {
      const current = await mustGet(tx, query.id);
      const noun = current.kind === WORKFORCE_KIND.supervisor ? 'supervisor' : 'mobile user';
      assertUnreferenced(`The ${noun} "${current.name}"`, [
        await findReferences(tx, { table: crew, name: crew.name, where: memberOf(query.id) }, [
          'crew',
          'crews',
        ]),
        await findReferences(
          tx,
          { table: workforce, name: workforce.name, where: eq(workforce.supervisorId, query.id) },
          ['mobile user', 'mobile users'],
        ),
      ]);
      await tx.delete(workforce).where(eq(workforce.id, query.id));
      return { id: query.id };
    },
  });

  defineImportRoute(app, 'workforce', contracts.importWorkforce);
}
