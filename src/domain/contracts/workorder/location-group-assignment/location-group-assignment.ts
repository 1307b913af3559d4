import { messageResponseSchema } from '../../../auth';
import { deletedSchema } from '../../../fields';
import {
  ASSIGNMENT_KINDS,
  assignmentListSchema,
  assignmentSchema,
  crewAssignmentSchemas,
  crewFieldPasswordSchema,
  vendorAssignmentSchemas,
  vendorFieldPasswordSchema,
  type AssignmentKind,
} from '../../../location-group-assignments';
import { action, idAt, knownName, onlineOnly, queue, read, type Describe } from '../../../offline-action-kit';
import { permission } from '../../../permissions';
import { defineContract } from '../../kit';

const service = 'workorder';

const SCHEMAS = {
  vendor: { ...vendorAssignmentSchemas, password: vendorFieldPasswordSchema },
  crew: { ...crewAssignmentSchemas, password: crewFieldPasswordSchema },
};

/**
 * The calls about the work-location groups given to a vendor or a crew, at `VendorWorkLocationGroup` or
 * `CrewWorkLocationGroup`: list, by project, assign (create or update), change the field-access password and
 * withdraw (with a body).
 */
function assignmentContracts<const K extends AssignmentKind>(kind: K) {
  const { base, area } = ASSIGNMENT_KINDS[kind];
  const schemas = SCHEMAS[kind] as (typeof SCHEMAS)[K];
  const subject = kind === 'vendor' ? 'body.vendorId' : 'body.crewId';
  const describe =
    (verb: string, kindVerb: string): Describe =>
    (request, known) => {
      const id = idAt(request, [subject]);
      const project = knownName(known, idAt(request, ['body.projectId']));
      const of = project ? ` of ${project}` : '';
      const label = `${verb} the work-location groups${of} ${verb === 'Assign' ? 'to' : 'from'} ${
        knownName(known, id) ?? `a ${kind}`
      }`;
      return action(`${kind}LocationGroups.${kindVerb}`, label, [id]);
    };
  const byProject = {
    service,
    method: 'GET',
    summary: `Assignments of one project, for one ${kind} when named`,
    permission: permission(area, 'view'),
    query: schemas.byProject as (typeof SCHEMAS)[K]['byProject'],
    response: assignmentListSchema,
    offline: read,
  } as const;
  return {
    list: defineContract({
      service,
      method: 'POST',
      path: `${base}/GetAll`,
      summary: `Work-location groups assigned to ${kind}s, by ${kind} and project`,
      permission: permission(area, 'view'),
      body: schemas.list as (typeof SCHEMAS)[K]['list'],
      response: assignmentListSchema,
      offline: read,
    }),
    byProject: defineContract({ ...byProject, path: `${base}/GetByProjectId` }),
    save: defineContract({
      service,
      method: 'PUT',
      path: base,
      summary: `Assign work-location groups of a project to a ${kind}: without a version it creates (needs the create key), with one it updates`,
      permission: permission(area, 'update'),
      body: schemas.save as (typeof SCHEMAS)[K]['save'],
      response: assignmentSchema,
      offline: queue(describe('Assign', 'assign')),
    }),
    changePassword: defineContract({
      service,
      method: 'PUT',
      path: `${base}/ChangePassword`,
      summary: `Set the field-access password of a ${kind}'s work-location groups in a project`,
      permission: permission(area, 'update'),
      body: schemas.password as (typeof SCHEMAS)[K]['password'],
      response: messageResponseSchema,
      // A field-access password would wait in the outbox on the device.
      offline: onlineOnly,
    }),
    remove: defineContract({
      service,
      method: 'DELETE',
      path: base,
      summary: `Withdraw the work-location groups of a project from a ${kind}`,
      permission: permission(area, 'delete'),
      body: schemas.remove as (typeof SCHEMAS)[K]['remove'],
      response: deletedSchema,
      offline: queue(describe('Withdraw', 'withdraw')),
    }),
  };
}

/** The calls of each kind: `ASSIGNMENT_CONTRACTS.crew.save`. */
export const ASSIGNMENT_CONTRACTS = {
  vendor: assignmentContracts('vendor'),
  crew: assignmentContracts('crew'),
};

/** The crew's by-project call as SPEC section 7 writes it, with a doubled slash; the server answers both. */
export const getCrewAssignmentsByProjectAlias = defineContract({
  ...ASSIGNMENT_CONTRACTS.crew.byProject,
  path: 'CrewWorkLocationGroup//GetByProjectId',
  operationId: 'workorder.CrewWorkLocationGroup.GetByProjectIdAlias',
});
