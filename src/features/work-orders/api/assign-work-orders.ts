import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callParsed } from '../../../api/call';
import { assignWorkOrders } from '../../../domain/contracts/workorder/work-order/actions';
import { workOrderKeys } from '../../../data/work-order-keys';
import type { AssignManyInput } from '../../../domain/work-order-actions';
import { statusName, WORK_ORDER_STATUS, type WorkOrderDetail } from '../../../domain/workorders';
import { knownRecords } from '../../../offline/known-records';
import { useOptimisticWrite, type RecordEdit } from '../../../offline/use-optimistic-write';
import { afterWrite, nextVersion } from './work-order-writes';

/**
 * Assigning work orders to a vendor and crew (SPEC section 7), an outbox-backed write like the others in
 * `work-order-writes.ts`: offline, the orders show their new vendor, crew and status at once, and move one
 * version on where the server will move them.
 */

/** The name a cached query gives a record (a vendor or crew row, or a name beside a reference). */
function cachedName(queryClient: QueryClient, id: string): string | undefined {
  const name = knownRecords(queryClient).find(id)?.name;
  return typeof name === 'string' ? name : undefined;
}

/** What an assignment shows at once: each order with its new vendor and crew, named as the page knows them. */
function assignedFields(
  queryClient: QueryClient,
  { workOrderIds, vendorId, crewId }: AssignManyInput,
): RecordEdit[] {
  const vendorName = cachedName(queryClient, vendorId);
  const crewName = cachedName(queryClient, crewId);
  const status = WORK_ORDER_STATUS.assigned;
  const fields = {
    vendorId,
    crewId,
    status,
    statusName: statusName(status),
    ...(vendorName === undefined ? {} : { vendorName }),
    ...(crewName === undefined ? {} : { crewName }),
  };
  return workOrderIds.map((id) => ({ id, fields }));
}

/**
 * An order the assignment changes moves one version on, as at the server (the same vendor, crew and status
 * again changes nothing there). Read before the edits land: the change is judged on what the order was.
 */
function assignedVersions(queryClient: QueryClient, { workOrderIds, vendorId, crewId }: AssignManyInput) {
  return workOrderIds
    .filter((id) => {
      const order = queryClient.getQueryData<WorkOrderDetail>(workOrderKeys.detail(id));
      return (
        order &&
        (order.vendorId !== vendorId ||
          order.crewId !== crewId ||
          order.status !== WORK_ORDER_STATUS.assigned)
      );
    })
    .flatMap((id) => nextVersion(id));
}

/** assignWorkOrders (one order too: the assign modal always sends a list). */
export function useAssignWorkOrders() {
  const queryClient = useQueryClient();
  return useOptimisticWrite<AssignManyInput, { workOrderIds: string[]; count: number }>({
    mutationFn: async (body) => callParsed(assignWorkOrders, { body }),
    optimistic: (body) => assignedVersions(queryClient, body),
    edits: (body) => assignedFields(queryClient, body),
    invalidates: (body) => afterWrite(body.workOrderIds),
  });
}
