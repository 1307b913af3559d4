import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { ASSIGNMENT_KINDS, type AssignmentKind } from '../../../../src/domain/location-group-assignments';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { permission } from '../../../../src/domain/permissions';
import type { Tx } from '../../../db/client';
import { locationGroupAssignment } from '../../../db/schema/index';
import { hashPassword, newId } from '../../../crypto';
import { fieldError, forbidden, notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { withUniqueFields } from '../../../lib/unique-violation';
import { versionedUpdate } from '../../../lib/versioned';
import { getProject } from '../project/queries';
import { clearExclusions } from '../vendor-work-location/queries';
import { findSubject } from '../../../lib/subjects';
import { assertGroupsOfProject, findAssignment, listAssignments } from './queries';

const uniqueFields = {
  location_group_assignment_subject_uq: { field: 'ProjectId', message: SERVER_MESSAGES.assignmentExists },
};
const NOT_FOUND = { vendor: SERVER_MESSAGES.vendorNotFound, crew: SERVER_MESSAGES.crewNotFound } as const;

/** The vendor or crew a payload names, under its own key (vendorId or crewId, as SPEC section 7 has them). */
function subjectOf(
  kind: AssignmentKind,
  payload: { vendorId?: string | undefined; crewId?: string | undefined },
): string | undefined {
  return kind === 'vendor' ? payload.vendorId : payload.crewId;
}

/** The list, by project, assign (create or update), password and withdraw (with a body) calls of one kind. */
function assignmentRoutes(app: FastifyInstance, kind: AssignmentKind) {
  const { area } = ASSIGNMENT_KINDS[kind];
  const calls = contracts.ASSIGNMENT_CONTRACTS[kind];

  defineRoute(app, calls.list, {
    handler: ({ tx, body }) => listAssignments(tx, kind, { ...body, subjectId: subjectOf(kind, body) }),
  });

  const byProject = {
    handler: ({ tx, query }: { tx: Tx; query: { projectId: string; vendorId?: string; crewId?: string } }) =>
      listAssignments(tx, kind, {
        page: 1,
        pageSize: 500,
        projectId: query.projectId,
        subjectId: subjectOf(kind, query),
      }),
  };
  defineRoute(app, calls.byProject, byProject);
  // The console calls the crew variant with a doubled slash (SPEC section 7); both spellings answer.
  if (kind === 'crew') defineRoute(app, contracts.getCrewAssignmentsByProjectAlias, byProject);

  defineRoute(app, calls.save, {
    handler: async ({ tx, auth, body }) => {
      const subjectId = subjectOf(kind, body)!;
      const subject = await findSubject(tx, kind, subjectId);
      if (!subject) throw fieldError(kind === 'vendor' ? 'VendorId' : 'CrewId', NOT_FOUND[kind]);
      if (!(await getProject(tx, body.projectId)))
        throw fieldError('ProjectId', SERVER_MESSAGES.projectNotFound);
      await assertGroupsOfProject(tx, body.projectId, body.workLocationGroupIds);
      const current = await findAssignment(tx, kind, subjectId, body.projectId);
      if (body.version === undefined) {
        if (!auth.permissions.has(permission(area, 'create'))) throw forbidden();
        const values = {
          organisationId: auth.organisationId,
          id: newId(),
          kind,
          subjectId,
          vendorId: subject.vendorId,
          projectId: body.projectId,
        };
        await withUniqueFields(
          () =>
            tx.insert(locationGroupAssignment).values({
              ...values,
              groupIds: body.workLocationGroupIds,
              createdBy: auth.userId,
              updatedBy: auth.userId,
            }),
          uniqueFields,
        );
      } else {
        if (!current) throw notFound(SERVER_MESSAGES.assignmentNotFound);
        await versionedUpdate(
          () =>
            tx
              .update(locationGroupAssignment)
              .set({
                groupIds: body.workLocationGroupIds,
                version: sql`${locationGroupAssignment.version} + 1`,
                updatedAt: sql`now()`,
                updatedBy: auth.userId,
              })
              .where(
                and(
                  eq(locationGroupAssignment.id, current.id),
                  eq(locationGroupAssignment.version, body.version!),
                ),
              )
              .returning({ id: locationGroupAssignment.id }),
          () => findAssignment(tx, kind, subjectId, body.projectId),
        );
      }
      // A vendor given the project's groups again serves all of their locations again.
      if (kind === 'vendor') await clearExclusions(tx, subjectId, body.projectId);
      return (await findAssignment(tx, kind, subjectId, body.projectId))!;
    },
  });

  defineRoute(app, calls.changePassword, {
    handler: async ({ tx, auth, body }) => {
      const current = await findAssignment(tx, kind, subjectOf(kind, body)!, body.projectId);
      if (!current) throw notFound(SERVER_MESSAGES.assignmentNotFound);
      const hash = await hashPassword(body.newPassword);
      await tx
        .update(locationGroupAssignment)
        .set({
          fieldPasswordHash: hash,
          fieldPasswordChangedAt: sql`now()`,
          updatedAt: sql`now()`,
          updatedBy: auth.userId,
        })
        .where(eq(locationGroupAssignment.id, current.id));
      return { message: SERVER_MESSAGES.fieldPasswordChanged };
    },
  });

  defineRoute(app, calls.remove, {
    handler: async ({ tx, body }) => {
      const current = await findAssignment(tx, kind, subjectOf(kind, body)!, body.projectId);
      if (!current) throw notFound(SERVER_MESSAGES.assignmentNotFound);
      await tx.delete(locationGroupAssignment).where(eq(locationGroupAssignment.id, current.id));
      return { id: current.id };
    },
  });
}

/** Work-location groups assigned to vendors and crews. */
export async function locationGroupAssignmentRoutes(app: FastifyInstance) {
  assignmentRoutes(app, 'vendor');
  assignmentRoutes(app, 'crew');
}
