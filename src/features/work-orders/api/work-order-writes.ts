import type { z } from 'zod';
import { api } from '../../../api/client';
import { activitiesKey, dashboardKeys, historyKey, workOrderKeys } from '../../../data/work-order-keys';
import type { CreateInput, UpdateInput } from '../../../data/record-resource';
import { deletedSchema } from '../../../domain/fields';
import type { ResubmitActivityInput } from '../../../domain/work-order-activities';
import {
  bulkResultSchema,
  type ApprovalInput,
  type WorkOrderIdsInput,
} from '../../../domain/work-order-actions';
import {
  type workOrderCreateSchema,
  workOrderDetailSchema,
  type workOrderUpdateSchema,
  type WorkOrderDetail,
} from '../../../domain/workorders';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

/**
 * Writes of the work-order service (SPEC section 7). Every write sends the version it was made against where
 * the call takes one, and goes through the offline outbox. The assignment is in `assign-work-orders.ts`, on
 * the same `nextVersion` and `afterWrite`.
 */

const PATH = 'Workorder';

/**
 * Every single-order write moves the order one version on at the server. Showing that at once lets the next
 * write, made before the first reached the server (offline, in the outbox), carry the version the server
 * will have by then, so a chain of field writes replays in order without conflicts.
 */
export function nextVersion(id: string, patch: Partial<WorkOrderDetail> = {}) {
  return [
    optimisticPatch<WorkOrderDetail>(workOrderKeys.detail(id), (current) =>
      current ? { ...current, ...patch, version: current.version + 1 } : current,
    ),
    optimisticPatch<{ workorderId: string; version: number; activities: unknown[] }>(
      activitiesKey(id),
      (current) => (current ? { ...current, version: current.version + 1 } : current),
    ),
  ];
}

/** Everything a change to these orders may have touched: lists, the dashboard, and each order's pages. */
export function afterWrite(ids: readonly string[] = []) {
  return [
    workOrderKeys.lists(),
    dashboardKeys.all(),
    ...ids.flatMap((id) => [workOrderKeys.detail(id), activitiesKey(id), historyKey(id)]),
  ];
}

export function useCreateWorkOrder() {
  return useOptimisticWrite<CreateInput<z.input<typeof workOrderCreateSchema>>, WorkOrderDetail>({
    mutationFn: async ({ body, idempotencyKey }) =>
      workOrderDetailSchema.parse(await api.workorder.post<unknown>(PATH, body, { idempotencyKey })),
    invalidates: () => afterWrite(),
  });
}

/** PUT Workorder?workorderId: planned times, description, hold or resume. */
export function useUpdateWorkOrder() {
  return useOptimisticWrite<UpdateInput<z.input<typeof workOrderUpdateSchema>>, WorkOrderDetail>({
    mutationFn: async ({ id, body }) =>
      workOrderDetailSchema.parse(
        await api.workorder.put<unknown>(PATH, body, { query: { workorderId: id } }),
      ),
    optimistic: ({ id }) => nextVersion(id),
    // The edited fields show at once on the order's page, in every list, on the maps and the board.
    edits: ({ id, body }) => [{ id, fields: body as Record<string, unknown> }],
    invalidates: ({ id }) => afterWrite([id]),
  });
}

export function useDeleteWorkOrder() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) =>
      deletedSchema.parse(
        await api.workorder.delete<unknown>(PATH, undefined, { query: { workorderId: id } }),
      ),
    invalidates: () => afterWrite(),
  });
}

/** DELETE Workorder/Bulk: all or nothing; a refusal names the orders that cannot go. */
export function useBulkDeleteWorkOrders() {
  return useOptimisticWrite<WorkOrderIdsInput, { workOrderIds: string[]; count: number }>({
    mutationFn: async (body) =>
      bulkResultSchema.parse(await api.workorder.delete<unknown>(`${PATH}/Bulk`, body)),
    invalidates: () => afterWrite(),
  });
}

/** POST Workorder/ReopenMultipleWorkorders. */
export function useReopenWorkOrders() {
  return useOptimisticWrite<WorkOrderIdsInput, { workOrderIds: string[]; count: number }>({
    mutationFn: async (body) =>
      bulkResultSchema.parse(await api.workorder.post<unknown>(`${PATH}/ReopenMultipleWorkorders`, body)),
    invalidates: (body) => afterWrite(body.workOrderIds),
  });
}

/** POST Workorder/ReopenWorkorder: one order, at the version seen. */
export function useReopenWorkOrder() {
  return useOptimisticWrite<
    { workorderId: string; version: number; remarks?: string | null },
    WorkOrderDetail
  >({
    mutationFn: async (body) =>
      workOrderDetailSchema.parse(await api.workorder.post<unknown>(`${PATH}/ReopenWorkorder`, body)),
    optimistic: (body) =>
      nextVersion(body.workorderId, {
        status: 2,
        statusName: 'Assigned',
        approvalStatus: null,
        approvalStatusName: null,
      }),
    invalidates: (body) => afterWrite([body.workorderId]),
  });
}

/** POST Workorder/UpdateApprovalStatus?workorderId: approve (2) or reject (3), optionally signed. */
export function useApproveWorkOrder() {
  return useOptimisticWrite<{ id: string; body: ApprovalInput }, WorkOrderDetail>({
    mutationFn: async ({ id, body }) =>
      workOrderDetailSchema.parse(
        await api.workorder.post<unknown>(`${PATH}/UpdateApprovalStatus`, body, {
          query: { workorderId: id },
        }),
      ),
    optimistic: ({ id, body }) =>
      nextVersion(id, {
        approvalStatus: body.approvalStatus,
        approvalStatusName: body.approvalStatus === 2 ? 'Approved' : 'Rejected',
      }),
    // The decision shows on the order's rows and cards too, not only on its page.
    edits: ({ id, body }) => [
      {
        id,
        fields: {
          approvalStatus: body.approvalStatus,
          approvalStatusName: body.approvalStatus === 2 ? 'Approved' : 'Rejected',
        },
      },
    ],
    invalidates: ({ id }) => afterWrite([id]),
  });
}

/** POST Workorder/ReSubmitActivityFromAdmin: fill or correct an activity's form elements. */
export function useResubmitActivity() {
  return useOptimisticWrite<ResubmitActivityInput, WorkOrderDetail>({
    mutationFn: async (body) =>
      workOrderDetailSchema.parse(
        await api.workorder.post<unknown>(`${PATH}/ReSubmitActivityFromAdmin`, body),
      ),
    optimistic: (body) => nextVersion(body.workorderId),
    invalidates: (body) => afterWrite([body.workorderId]),
  });
}

/** DELETE Workorder/DeleteWorkorderActivityTaskElement: clears one recorded value. */
export function useDeleteTaskElement() {
  return useOptimisticWrite<
    { workorderId: string; activityId: string; taskId: string; elementId: string; version: number },
    WorkOrderDetail
  >({
    mutationFn: async (query) =>
      workOrderDetailSchema.parse(
        await api.workorder.delete<unknown>(`${PATH}/DeleteWorkorderActivityTaskElement`, undefined, {
          query: { ...query, version: String(query.version) },
        }),
      ),
    optimistic: (query) => nextVersion(query.workorderId),
    invalidates: (query) => afterWrite([query.workorderId]),
  });
}

/** POST Workorder/InterchangeWorklocation: move the order to another location of its project. */
export function useInterchangeLocation() {
  return useOptimisticWrite<
    { workorderId: string; workLocationId: string; version: number },
    WorkOrderDetail
  >({
    mutationFn: async (body) =>
      workOrderDetailSchema.parse(await api.workorder.post<unknown>(`${PATH}/InterchangeWorklocation`, body)),
    optimistic: (body) => nextVersion(body.workorderId),
    invalidates: (body) => afterWrite([body.workorderId]),
  });
}
