import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { workOrder } from '../db/schema/index';
import type { Reference } from './references';
import { findReferences } from './references';

/*
 * Account, workflow and work order deletions are all refused while work orders hold the record: the check
 * lives here, below the services, so that the work order service can use workflows without the workflow
 * service using work orders back.
 */
export type WorkOrderHolder = 'project' | 'accessGroup' | 'workLocation' | 'vendor' | 'crew' | 'workflow';

/**
 * Work orders that keep a record from being deleted (they hold it, and their history would point nowhere),
 * as the caller sees them; the foreign keys refuse what a restricted caller cannot see.
 */
export async function workOrderReferences(
  tx: Executor,
  holder: WorkOrderHolder,
  id: string,
): Promise<Reference> {
  const column = {
    project: workOrder.projectId,
    accessGroup: workOrder.accessGroupId,
    workLocation: workOrder.workLocationId,
    vendor: workOrder.vendorId,
    crew: workOrder.crewId,
    workflow: workOrder.workflowId,
  }[holder];
  return findReferences(tx, { table: workOrder, name: workOrder.code, where: eq(column, id) }, [
    'work order',
    'work orders',
  ]);
}
