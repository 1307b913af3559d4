import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call, callParsed } from '../../../api/call';
import { activitiesKey, historyKey, workOrderKeys } from '../../../data/work-order-keys';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import { getWorkOrderStatusHistory } from '../../../domain/contracts/workorder/work-order/actions';
import { getWorkOrderActivities } from '../../../domain/contracts/workorder/work-order/field';
import { getAllWorkOrders, getWorkOrderById } from '../../../domain/contracts/workorder/work-order/orders';
import { workOrderListSchema, type WorkOrderFilterInput } from '../../../domain/workorders';

/**
 * Reads of the work-order service (SPEC section 7): the list, one order, its activities and its status
 * history, with the query keys they are kept under. The writes are in `work-order-writes.ts`, the assignment
 * in `assign-work-orders.ts`.
 */
export { activitiesKey, historyKey, workOrderKeys };

export function workOrderListOptions(filter: WorkOrderFilterInput) {
  return queryOptions({
    queryKey: workOrderKeys.list(filter),
    queryFn: async ({ signal }) =>
      workOrderListSchema.parse(await call(getAllWorkOrders, { body: filter }, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** getAllWorkOrders: `workorders` and `pageTotal`. */
export const useWorkOrderList = (filter: WorkOrderFilterInput, enabled = true) =>
  useQuery({ ...workOrderListOptions(filter), enabled });

export function workOrderOptions(id: string) {
  return queryOptions({
    queryKey: workOrderKeys.detail(id),
    queryFn: async ({ signal }) => callParsed(getWorkOrderById, { query: { workorderId: id } }, { signal }),
  });
}

/** getWorkOrderById: the order to view or edit, fresh from the server when online. */
export const useWorkOrder = (id: string) => useEditableRecord(workOrderOptions(id));

/** getWorkOrderActivities: the activities of the order's workflow version, with recorded values. */
export function useWorkOrderActivities(id: string) {
  return useQuery({
    queryKey: activitiesKey(id),
    queryFn: async ({ signal }) =>
      callParsed(getWorkOrderActivities, { query: { workorderId: id } }, { signal }),
  });
}

/** getWorkOrderStatusHistory: oldest first. */
export function useStatusHistory(id: string) {
  return useQuery({
    queryKey: historyKey(id),
    queryFn: async ({ signal }) =>
      (await callParsed(getWorkOrderStatusHistory, { query: { workorderId: id } }, { signal })).statusHistory,
  });
}
