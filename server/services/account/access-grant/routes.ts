import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GrantKind } from '../../../../src/domain/access-grants';
import { GRANT_CONTRACTS } from '../../../../src/domain/contracts/account/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Tx } from '../../../db/client';
import { accessGrant, project } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError, notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { withUniqueFields } from '../../../lib/unique-violation';
import { versionedUpdate } from '../../../lib/versioned';
import { findSubject } from '../../../lib/subjects';
import { assertGrantable, getGrant, listGrants } from './queries';

const SUBJECT_NOT_FOUND = {
  admin: SERVER_MESSAGES.userNotFound,
  vendor: SERVER_MESSAGES.vendorNotFound,
  crew: SERVER_MESSAGES.crewNotFound,
} as const;
const uniqueFields = {
  access_grant_subject_project_uq: { field: 'ProjectId', message: SERVER_MESSAGES.grantExists },
};

async function mustGet(tx: Tx, kind: GrantKind, id: string) {
  const found = await getGrant(tx, kind, id);
  if (!found) throw notFound(SERVER_MESSAGES.grantNotFound);
  return found;
}

/** GetAll, create, update and Delete of one kind of grant, under /{Admin|Vendor|Crew}AccessGroup. */
function grantRoutes(app: FastifyInstance, kind: GrantKind) {
  const contracts = GRANT_CONTRACTS[kind];

  defineRoute(app, contracts.list, {
    handler: ({ tx, body }) => listGrants(tx, kind, body.data),
  });

  defineRoute(app, contracts.create, {
    handler: async ({ tx, auth, body: { data } }) => {
      const subject = await findSubject(tx, kind, data.subjectId);
      if (!subject) throw fieldError('SubjectId', SUBJECT_NOT_FOUND[kind]);
      const [found] = await tx.select({ id: project.id }).from(project).where(eq(project.id, data.projectId));
      if (!found) throw fieldError('ProjectId', SERVER_MESSAGES.projectNotFound);
      await assertGrantable(tx, data.projectId, data.accessGroupIds);
      const id = newId();
      await withUniqueFields(
        () =>
          tx.insert(accessGrant).values({
            organisationId: auth.organisationId,
            id,
            kind,
            subjectId: data.subjectId,
            vendorId: subject.vendorId,
            projectId: data.projectId,
            accessGroupIds: data.accessGroupIds,
            createdBy: auth.userId,
            updatedBy: auth.userId,
          }),
        uniqueFields,
      );
      return mustGet(tx, kind, id);
    },
  });

  defineRoute(app, contracts.update, {
    handler: async ({ tx, auth, body: { data } }) => {
      const current = await mustGet(tx, kind, data.id);
      await assertGrantable(tx, current.projectId, data.accessGroupIds);
      await versionedUpdate(
        () =>
          tx
            .update(accessGrant)
            .set({
              accessGroupIds: data.accessGroupIds,
              version: sql`${accessGrant.version} + 1`,
              updatedAt: sql`now()`,
              updatedBy: auth.userId,
            })
            .where(
              and(
                eq(accessGrant.id, data.id),
                eq(accessGrant.kind, kind),
                eq(accessGrant.version, data.version),
              ),
            )
            .returning({ id: accessGrant.id }),
        () => getGrant(tx, kind, data.id),
      );
      return mustGet(tx, kind, data.id);
    },
  });

  defineRoute(app, contracts.remove, {
    handler: async ({ tx, body: { data } }) => {
      await mustGet(tx, kind, data.id);
      await tx.delete(accessGrant).where(and(eq(accessGrant.id, data.id), eq(accessGrant.kind, kind)));
      return { id: data.id };
    },
  });
}

/** Access-group grants to admin users, vendors and crews (the rule itself lives in withScope and the policies). */
export async function accessGrantRoutes(app: FastifyInstance) {
  grantRoutes(app, 'admin');
  grantRoutes(app, 'vendor');
  grantRoutes(app, 'crew');
}
