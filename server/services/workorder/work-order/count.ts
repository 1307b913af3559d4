import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { WorkOrderListQuery } from '../../../../src/domain/workorders';
import type { Executor } from '../../../db/client';
import { scopeOf } from '../../../db/client';
import { accessGroupClosure, workOrder, workOrderTally } from '../../../db/schema/index';

/** The statuses a filter asks for: those in `multipleStatus` and `status` together (none: every status). */
export function filterStatuses(filter: Pick<WorkOrderListQuery, 'status' | 'multipleStatus'>): number[] {
  return [...new Set([...(filter.multipleStatus ?? []), ...(filter.status ? [filter.status] : [])])].sort();
}

type DimensionFilter = Pick<
  WorkOrderListQuery,
  | 'status'
  | 'multipleStatus'
  | 'approvalStatus'
  | 'projectId'
  | 'vendorId'
  | 'crewId'
  | 'workflowId'
  | 'accessGroupId'
>;

/** The conditions on the dimensions work_order and work_order_tally share, on either table. */
export function dimensions(
  table: typeof workOrder | typeof workOrderTally,
  filter: DimensionFilter,
): SQL | undefined {
  const statuses = filterStatuses(filter);
  return and(
    statuses.length > 0 && statuses.length < 5 ? inArray(table.status, statuses) : undefined,
    filter.approvalStatus ? eq(table.approvalStatus, filter.approvalStatus) : undefined,
    filter.projectId ? eq(table.projectId, filter.projectId) : undefined,
    filter.vendorId ? eq(table.vendorId, filter.vendorId) : undefined,
    filter.crewId ? eq(table.crewId, filter.crewId) : undefined,
    filter.workflowId ? eq(table.workflowId, filter.workflowId) : undefined,
    filter.accessGroupId
      ? inArray(
          table.accessGroupId,
          sql`(select ${accessGroupClosure.descendantId} from ${accessGroupClosure} where ${accessGroupClosure.ancestorId} = ${filter.accessGroupId})`,
        )
      : undefined,
  );
}

/** Whether the total can come from the tally: only its dimensions are filtered on. */
export function tallied(filter: WorkOrderListQuery): boolean {
  return !filter.searchString && !filter.startDate && !filter.endDate && !filter.worklocationTemplateId;
}

/**
 * The list's total as a query (to read alone, or inside another statement): added up from the tally when only
 * its dimensions are filtered on (a few hundred rows however many orders there are), else counted.
 */
export function workOrderTotal(tx: Executor, filter: WorkOrderListQuery, where: SQL | undefined) {
  if (tallied(filter)) {
    const organisationId = scopeOf(tx)?.organisationId;
    return tx
      .select({ n: sql<string>`coalesce(sum(${workOrderTally.n}), 0)`.as('n') })
      .from(workOrderTally)
      .where(
        and(
          // As a value, row-level security's organisation check is made once instead of on every tally row.
          organisationId ? eq(workOrderTally.organisationId, organisationId) : undefined,
          dimensions(workOrderTally, filter),
          filter.isMapView ? eq(workOrderTally.located, true) : undefined,
        ),
      );
  }
  return tx
    .select({ n: sql<string>`count(*)`.as('n') })
    .from(workOrder)
    .where(where);
}

/** The list's total (workOrderTotal), read. */
export async function countWorkOrders(
  tx: Executor,
  filter: WorkOrderListQuery,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await workOrderTotal(tx, filter, where);
  return Number(row?.n ?? 0);
}

/** The dashboard's counts: orders per status, approval and vendor, from the tally. */
export function tallyByStatus(
  tx: Executor,
  filter: { projectId?: string | null | undefined; vendorId?: string | null | undefined },
) {
  return tx
    .select({
      status: workOrderTally.status,
      approvalStatus: workOrderTally.approvalStatus,
      vendorId: workOrderTally.vendorId,
      n: sql<number>`sum(${workOrderTally.n})::int`,
    })
    .from(workOrderTally)
    .where(dimensions(workOrderTally, filter))
    .groupBy(workOrderTally.status, workOrderTally.approvalStatus, workOrderTally.vendorId);
}
