import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { WORK_ORDER_STATUS } from '../../../../src/domain/workorders';
import type { workOrderCreateSchema } from '../../../../src/domain/workorders';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { workflow, workOrder, workOrderCounter } from '../../../db/schema/index';
import { newId } from '../../../lib/crypto';
import { fieldError } from '../../../lib/http-errors';
import { resolveVendorId } from '../../../lib/vendor-scope';
import { getProject } from '../project/queries';
import { assertAssignable, locationForOrder, recordHistory } from './lifecycle';
import { notifyAssigned } from './notify';

export type WorkOrderCreate = z.output<typeof workOrderCreateSchema>;

/** The next code of the organisation: WO-000001, WO-000002, ... (the counter row serialises creates). */
async function nextCode(tx: Tx, organisationId: string): Promise<string> {
  const [row] = await tx
    .insert(workOrderCounter)
    .values({ organisationId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: workOrderCounter.organisationId,
      set: { lastNumber: sql`${workOrderCounter.lastNumber} + 1` },
    })
    .returning({ n: workOrderCounter.lastNumber });
  return `WO-${String(row!.n).padStart(6, '0')}`;
}

/**
 * Creates a work order as POST Workorder does (and the Bulk Upload's rows): the project, the location of that
 * project, an active workflow's published version; vendor and crew assign it at once (a vendor user's
 * orders are their vendor's), with its history and the assignment's notification.
 */
export async function createWorkOrder(
  tx: Tx,
  auth: AuthContext,
  body: WorkOrderCreate,
): Promise<{ id: string; code: string }> {
  const vendorId = resolveVendorId(auth, body.vendorId);
  if (vendorId && !body.crewId) throw fieldError('CrewId', 'Crew is required.*');
  if (!(await getProject(tx, body.projectId))) throw fieldError('ProjectId', SERVER_MESSAGES.projectNotFound);
  const location = await locationForOrder(tx, body.workLocationId, body.projectId);
  const [flow] = await tx
    .select({ isActive: workflow.isActive, publishedVersion: workflow.publishedVersion })
    .from(workflow)
    .where(eq(workflow.id, body.workflowId));
  if (!flow) throw fieldError('WorkflowId', SERVER_MESSAGES.workflowNotFound);
  if (!flow.isActive) throw fieldError('WorkflowId', SERVER_MESSAGES.workflowInactive);
  const assignment = vendorId && body.crewId ? await assertAssignable(tx, vendorId, body.crewId) : null;
  const id = body.id ?? newId();
  const status = assignment ? WORK_ORDER_STATUS.assigned : WORK_ORDER_STATUS.unassigned;
  const code = await nextCode(tx, auth.organisationId);
  await tx.insert(workOrder).values({
    organisationId: auth.organisationId,
    id,
    code,
    projectId: body.projectId,
    workLocationId: body.workLocationId,
    ...location,
    workflowId: body.workflowId,
    publishedVersion: flow.publishedVersion,
    vendorId: assignment ? vendorId : null,
    crewId: assignment ? body.crewId : null,
    status,
    description: body.description,
    plannedStartTime: body.plannedStartTime ? new Date(body.plannedStartTime) : null,
    plannedEndTime: body.plannedEndTime ? new Date(body.plannedEndTime) : null,
    createdBy: auth.userId,
    updatedBy: auth.userId,
  });
  await recordHistory(tx, auth, [
    {
      workOrderId: id,
      action: 'created',
      status,
      approvalStatus: null,
      vendorId: assignment ? vendorId : null,
      crewId: assignment ? body.crewId : null,
    },
  ]);
  if (assignment && vendorId) await notifyAssigned(tx, auth, vendorId, assignment.crewName, [{ id, code }]);
  return { id, code };
}
