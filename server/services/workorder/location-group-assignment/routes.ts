import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deletedSchema } from '../../../../src/domain/fields';
import type { AssignmentKind } from '../../../../src/domain/location-group-assignments';
import {
  ASSIGNMENT_KINDS,
  assignmentListSchema,
  assignmentSchema,
  crewAssignmentSchemas,
  crewFieldPasswordSchema,
  vendorAssignmentSchemas,
  vendorFieldPasswordSchema,
} from '../../../../src/domain/location-group-assignments';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { permission } from '../../../../src/domain/permissions';
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

/** GetAll, GetByProjectId, PUT (create or update) and DELETE with a body, under /{Vendor|Crew}WorkLocationGroup. */
function assignmentRoutes(app: FastifyInstance, kind: AssignmentKind) {
  const { base, area } = ASSIGNMENT_KINDS[kind];
  const schemas = kind === 'vendor' ? vendorAssignmentSchemas : crewAssignmentSchemas;
  const tags = [base];

  defineRoute(
    app,
    {
      method: 'POST',
      url: `/${base}/GetAll`,
      summary: `Work-location groups assigned to ${kind}s, by ${kind} and project`,
      permission: permission(area, 'view'),
      body: schemas.list,
      response: assignmentListSchema,
      handler: ({ tx, body }) => listAssignments(tx, kind, { ...body, subjectId: subjectOf(kind, body) }),
    },
    tags,
  );

  const byProject = {
    method: 'GET' as const,
    summary: `Assignments of one project, for one ${kind} when named`,
    permission: permission(area, 'view'),
    query: schemas.byProject,
    response: assignmentListSchema,
    handler: ({
      tx,
      query,
    }: {
      tx: Parameters<typeof listAssignments>[0];
      query: { projectId: string; vendorId?: string; crewId?: string };
    }) =>
      listAssignments(tx, kind, {
        page: 1,
        pageSize: 500,
        projectId: query.projectId,
        subjectId: subjectOf(kind, query),
      }),
  };
  defineRoute(app, { ...byProject, url: `/${base}/GetByProjectId` }, tags);
  // The console calls the crew variant with a doubled slash (SPEC section 7); both spellings answer.
  if (kind === 'crew') {
    const alias = { url: `/${base}//GetByProjectId`, operationId: `workorder.${base}.GetByProjectIdAlias` };
    defineRoute(app, { ...byProject, ...alias }, tags);
  }

  defineRoute(
    app,
    {
      method: 'PUT',
      url: `/${base}`,
      summary: `Assign work-location groups of a project to a ${kind}: without a version it creates (needs the create key), with one it updates`,
      permission: permission(area, 'update'),
      body: schemas.save,
      response: assignmentSchema,
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: `/${base}/ChangePassword`,
      summary: `Set the field-access password of a ${kind}'s work-location groups in a project`,
      permission: permission(area, 'update'),
      body: kind === 'vendor' ? vendorFieldPasswordSchema : crewFieldPasswordSchema,
      response: z.object({ message: z.string() }),
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: `/${base}`,
      summary: `Withdraw the work-location groups of a project from a ${kind}`,
      permission: permission(area, 'delete'),
      body: schemas.remove,
      response: deletedSchema,
      handler: async ({ tx, body }) => {
        const current = await findAssignment(tx, kind, subjectOf(kind, body)!, body.projectId);
        if (!current) throw notFound(SERVER_MESSAGES.assignmentNotFound);
        await tx.delete(locationGroupAssignment).where(eq(locationGroupAssignment.id, current.id));
        return { id: current.id };
      },
    },
    tags,
  );
}

/** Work-location groups assigned to vendors and crews. */
export async function locationGroupAssignmentRoutes(app: FastifyInstance) {
  assignmentRoutes(app, 'vendor');
  assignmentRoutes(app, 'crew');
}
