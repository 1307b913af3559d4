import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { activitiesKey, historyKey, workOrderKeys } from '../../../data/work-order-keys';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import { workOrderActivitiesSchema } from '../../../domain/work-order-activities';
import { statusHistoryListSchema } from '../../../domain/work-order-history';
import {
  workOrderDetailSchema,
  workOrderListSchema,
  type WorkOrderFilterInput,
} from '../../../domain/workorders';

/**
 * Reads of the work-order service (SPEC section 7): the list, one order, its activities and its status
 * history, with the query keys they are kept under. The writes are in `work-order-writes.ts`, the assignment
 * in `assign-work-orders.ts`.
 */
export { activitiesKey, historyKey, workOrderKeys };

const PATH = 'Workorder';

export function workOrderListOptions(filter: WorkOrderFilterInput) {
  return queryOptions({
    queryKey: workOrderKeys.list(filter),
    queryFn: async ({ signal }) =>
      workOrderListSchema.parse(await api.workorder.post<unknown>(`${PATH}/GetAll`, filter, { signal })),
    placeholderData: keepPreviousData,
  });
}

/** POST Workorder/GetAll: `workorders` and `pageTotal`. */
export const useWorkOrderList = (filter: WorkOrderFilterInput, enabled = true) =>
  useQuery({ ...workOrderListOptions(filter), enabled });

export function workOrderOptions(id: string) {
  return queryOptions({
    queryKey: workOrderKeys.detail(id),
    queryFn: async ({ signal }) =>
      workOrderDetailSchema.parse(
        await api.workorder.get<unknown>(`${PATH}/GetById`, { query: { workorderId: id }, signal }),
      ),
  });
}

/** GET Workorder/GetById?workorderId: the order to view or edit, fresh from the server when online. */
export const useWorkOrder = (id: string) => useEditableRecord(workOrderOptions(id));

/** GET Workorder/GetWorkorderActivities: the activities of the order's workflow version, with recorded values. */
export function useWorkOrderActivities(id: string) {
  return useQuery({
    queryKey: activitiesKey(id),
    queryFn: async ({ signal }) =>
      workOrderActivitiesSchema.parse(
        await api.workorder.get<unknown>(`${PATH}/GetWorkorderActivities`, {
          query: { workorderId: id },
          signal,
        }),
      ),
  });
}

/** GET Workorder/GetWorkorderStatusHistory: oldest first. */
export function useStatusHistory(id: string) {
  return useQuery({
    queryKey: historyKey(id),
    queryFn: async ({ signal }) =>
      statusHistoryListSchema.parse(
        await api.workorder.get<unknown>(`${PATH}/GetWorkorderStatusHistory`, {
          query: { workorderId: id },
          signal,
        }),
      ).statusHistory,
  });
}
