import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GrantKind } from '../../../../src/domain/access-grants';
import {
  GRANT_KINDS,
  grantCreateSchema,
  grantDeleteSchema,
  grantListQuerySchema,
  grantListSchema,
  grantSchema,
  grantUpdateSchema,
} from '../../../../src/domain/access-grants';
import { deletedSchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { permission } from '../../../../src/domain/permissions';
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
  const { base, area } = GRANT_KINDS[kind];
  const tags = [base];

  defineRoute(
    app,
    {
      method: 'POST',
      url: `/${base}/GetAll`,
      summary: `Access groups granted (${kind}), by subject and project`,
      permission: permission(area, 'view'),
      body: grantListQuerySchema,
      response: grantListSchema,
      handler: ({ tx, body }) => listGrants(tx, kind, body.data),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `/${base}`,
      summary: `Grant access groups of one project (${kind}); one grant per subject and project`,
      permission: permission(area, 'create'),
      body: grantCreateSchema,
      response: grantSchema,
      handler: async ({ tx, auth, body: { data } }) => {
        const subject = await findSubject(tx, kind, data.subjectId);
        if (!subject) throw fieldError('SubjectId', SUBJECT_NOT_FOUND[kind]);
        const [found] = await tx
          .select({ id: project.id })
          .from(project)
          .where(eq(project.id, data.projectId));
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: `/${base}`,
      summary: `Replace the granted access groups (${kind}; send the version you edited)`,
      permission: permission(area, 'update'),
      body: grantUpdateSchema,
      response: grantSchema,
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: `/${base}/Delete`,
      summary: `Withdraw a grant (${kind}); a subject left with none sees its whole scope again`,
      permission: permission(area, 'delete'),
      body: grantDeleteSchema,
      response: deletedSchema,
      handler: async ({ tx, body: { data } }) => {
        await mustGet(tx, kind, data.id);
        await tx.delete(accessGrant).where(and(eq(accessGrant.id, data.id), eq(accessGrant.kind, kind)));
        return { id: data.id };
      },
    },
    tags,
  );
}

/** Access-group grants to admin users, vendors and crews (the rule itself lives in withScope and the policies). */
export async function accessGrantRoutes(app: FastifyInstance) {
  grantRoutes(app, 'admin');
  grantRoutes(app, 'vendor');
  grantRoutes(app, 'crew');
}
