import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { WORK_ORDER_STATUS } from '../../../../src/domain/workorders';
import type { workOrderCreateSchema } from '../../../../src/domain/workorders';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import {
  crew,
  project,
  vendor,
  workflow,
  workLocation,
  workOrder,
  workOrderCounter,
} from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { fieldError } from '../../../lib/http-errors';
import { resolveVendorId } from '../../../lib/vendor-scope';
import { recordHistory } from './lifecycle';
import {
  assigneeCrew,
  assigneeVendor,
  checkAssignable,
  checkLocation,
  orderLocation,
} from './order-references';
import { notifyAssigned } from './notify';

export type WorkOrderCreate = z.output<typeof workOrderCreateSchema>;

/**
 * Gives a drafted order its code, the organisation's next (WO-000001, WO-000002, ...), in one statement. The
 * counter row serialises the organisation's creates until COMMIT, so this is the last step of a create: the
 * row is locked for this statement and the COMMIT, not for the whole transaction, and codes stay gapless.
 */
async function numberOrder(tx: Tx, organisationId: string, id: string): Promise<string> {
  const result = await tx.execute<{ code: string }>(sql`
    with next as (
      insert into ${workOrderCounter} as c (organisation_id, last_number) values (${organisationId}, 1)
      on conflict (organisation_id) do update set last_number = c.last_number + 1
      returning last_number::text as n
    )
    update ${workOrder} set code = 'WO-' || lpad(next.n, greatest(6, length(next.n)), '0')
      from next
     where ${workOrder.organisationId} = ${organisationId} and ${workOrder.id} = ${id}
    returning ${workOrder.code} as code`);
  const [row] = (result as unknown as { rows: Array<{ code: string }> }).rows;
  return row!.code;
}

/** A work order inserted by draftWorkOrder, waiting for its code (numberWorkOrder). */
export interface WorkOrderDraft {
  id: string;
  /** The vendor and crew name the order was assigned to at once, for the assignment's notification. */
  assigned: { vendorId: string; crewName: string } | null;
}

/**
 * Inserts a work order as POST Workorder does (and the Bulk Upload's rows): the project, the location of that
 * project, an active workflow's published version; vendor and crew assign it at once (a vendor user's
 * orders are their vendor's), with its history. Its code is provisional (its id) until numberWorkOrder, the
 * transaction's last step, gives it the organisation's next one.
 */
export async function draftWorkOrder(
  tx: Tx,
  auth: AuthContext,
  body: WorkOrderCreate,
): Promise<WorkOrderDraft> {
  const vendorId = resolveVendorId(auth, body.vendorId);
  if (vendorId && !body.crewId) throw fieldError('CrewId', 'Crew is required.*');
  const crewId = vendorId ? body.crewId : undefined;
  const found = await referencesOf(tx, body, vendorId && crewId ? { vendorId, crewId } : null);
  if (!found.project) throw fieldError('ProjectId', SERVER_MESSAGES.projectNotFound);
  const location = checkLocation(found.location ?? undefined, body.projectId);
  const flow = found.workflow;
  if (!flow) throw fieldError('WorkflowId', SERVER_MESSAGES.workflowNotFound);
  if (!flow.isActive) throw fieldError('WorkflowId', SERVER_MESSAGES.workflowInactive);
  const assignment =
    vendorId && crewId ? checkAssignable(vendorId, found.vendor ?? undefined, found.crew ?? undefined) : null;
  const id = body.id ?? newId();
  const status = assignment ? WORK_ORDER_STATUS.assigned : WORK_ORDER_STATUS.unassigned;
  const insert = tx.insert(workOrder).values({
    organisationId: auth.organisationId,
    id,
    code: id,
    projectId: body.projectId,
    workLocationId: body.workLocationId,
    ...location,
    workflowId: body.workflowId,
    publishedVersion: flow.publishedVersion,
    vendorId: assignment ? vendorId : null,
    crewId: assignment ? crewId : null,
    status,
    description: body.description,
    plannedStartTime: body.plannedStartTime ? new Date(body.plannedStartTime) : null,
    plannedEndTime: body.plannedEndTime ? new Date(body.plannedEndTime) : null,
    createdBy: auth.userId,
    updatedBy: auth.userId,
  });
  await recordHistory(
    tx,
    auth,
    [
      {
        workOrderId: id,
        action: 'created',
        status,
        approvalStatus: null,
        vendorId: assignment ? vendorId : null,
        crewId: assignment ? (crewId ?? null) : null,
      },
    ],
    insert,
  );
  return { id, assigned: assignment && vendorId ? { vendorId, crewName: assignment.crewName } : null };
}

/**
 * The project, work location, workflow, and vendor and crew (when the order is assigned at once) a new order
 * names, as the caller sees them, in one statement: each is null when not visible.
 */
async function referencesOf(
  tx: Tx,
  body: WorkOrderCreate,
  assignee: { vendorId: string; crewId: string } | null,
) {
  const none = sql`false`;
  const [found] = await tx
    .select({
      project: project.id,
      location: orderLocation,
      workflow: { isActive: workflow.isActive, publishedVersion: workflow.publishedVersion },
      vendor: assigneeVendor,
      crew: assigneeCrew,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(project, eq(project.id, body.projectId))
    .leftJoin(workLocation, eq(workLocation.id, body.workLocationId))
    .leftJoin(workflow, eq(workflow.id, body.workflowId))
    .leftJoin(vendor, assignee ? eq(vendor.id, assignee.vendorId) : none)
    .leftJoin(crew, assignee ? eq(crew.id, assignee.crewId) : none);
  return found!;
}

/**
 * The last step of a create: the order's code, then the assignment's notification (which names it). Nothing
 * may follow it in the transaction but COMMIT (see numberOrder).
 */
export async function numberWorkOrder(tx: Tx, auth: AuthContext, draft: WorkOrderDraft): Promise<string> {
  const code = await numberOrder(tx, auth.organisationId, draft.id);
  if (draft.assigned) {
    await notifyAssigned(tx, auth, draft.assigned.vendorId, draft.assigned.crewName, [
      { id: draft.id, code },
    ]);
  }
  return code;
}

/** Creates a work order (draftWorkOrder, then numberWorkOrder). */
export async function createWorkOrder(
  tx: Tx,
  auth: AuthContext,
  body: WorkOrderCreate,
): Promise<{ id: string; code: string }> {
  const draft = await draftWorkOrder(tx, auth, body);
  return { id: draft.id, code: await numberWorkOrder(tx, auth, draft) };
}
