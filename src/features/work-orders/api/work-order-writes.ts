import type { z } from 'zod';
import { callParsed } from '../../../api/call';
import { activitiesKey, dashboardKeys, historyKey, workOrderKeys } from '../../../data/work-order-keys';
import type { CreateInput, UpdateInput } from '../../../data/record-resource';
import type { ResubmitActivityInput } from '../../../domain/work-order-activities';
import type { ApprovalInput, WorkOrderIdsInput } from '../../../domain/work-order-actions';
import {
  decideWorkOrderApproval,
  moveWorkOrderLocation,
  reopenWorkOrder,
  reopenWorkOrders,
} from '../../../domain/contracts/workorder/work-order/actions';
import {
  clearWorkOrderElement,
  recordWorkOrderActivity,
} from '../../../domain/contracts/workorder/work-order/field';
import {
  createWorkOrder,
  deleteWorkOrder,
  deleteWorkOrders,
  updateWorkOrder,
} from '../../../domain/contracts/workorder/work-order/orders';
import type {
  workOrderCreateSchema,
  workOrderUpdateSchema,
  WorkOrderDetail,
} from '../../../domain/workorders';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

/**
 * Writes of the work-order service (SPEC section 7). Every write sends the version it was made against where
 * the call takes one, and goes through the offline outbox. The assignment is in `assign-work-orders.ts`, on
 * the same `nextVersion` and `afterWrite`.
 */

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
    mutationFn: async ({ body, idempotencyKey }) => callParsed(createWorkOrder, { body }, { idempotencyKey }),
    invalidates: () => afterWrite(),
  });
}

/** updateWorkOrder: planned times, description, hold or resume. */
export function useUpdateWorkOrder() {
  return useOptimisticWrite<UpdateInput<z.input<typeof workOrderUpdateSchema>>, WorkOrderDetail>({
    mutationFn: async ({ id, body }) => callParsed(updateWorkOrder, { query: { workorderId: id }, body }),
    optimistic: ({ id }) => nextVersion(id),
    // The edited fields show at once on the order's page, in every list, on the maps and the board.
    edits: ({ id, body }) => [{ id, fields: body as Record<string, unknown> }],
    invalidates: ({ id }) => afterWrite([id]),
  });
}

export function useDeleteWorkOrder() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) => callParsed(deleteWorkOrder, { query: { workorderId: id } }),
    invalidates: () => afterWrite(),
  });
}

/** deleteWorkOrders: all or nothing; a refusal names the orders that cannot go. */
export function useBulkDeleteWorkOrders() {
  return useOptimisticWrite<WorkOrderIdsInput, { workOrderIds: string[]; count: number }>({
    mutationFn: async (body) => callParsed(deleteWorkOrders, { body }),
    invalidates: () => afterWrite(),
  });
}

/** reopenWorkOrders: several completed orders, all or none. */
export function useReopenWorkOrders() {
  return useOptimisticWrite<WorkOrderIdsInput, { workOrderIds: string[]; count: number }>({
    mutationFn: async (body) => callParsed(reopenWorkOrders, { body }),
    invalidates: (body) => afterWrite(body.workOrderIds),
  });
}

/** reopenWorkOrder: one order, at the version seen. */
export function useReopenWorkOrder() {
  return useOptimisticWrite<
    { workorderId: string; version: number; remarks?: string | null },
    WorkOrderDetail
  >({
    mutationFn: async (body) => callParsed(reopenWorkOrder, { body }),
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

/** decideWorkOrderApproval (the order in the query): approve (2) or reject (3), optionally signed. */
export function useApproveWorkOrder() {
  return useOptimisticWrite<{ id: string; body: ApprovalInput }, WorkOrderDetail>({
    mutationFn: async ({ id, body }) =>
      callParsed(decideWorkOrderApproval, { query: { workorderId: id }, body }),
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

/** recordWorkOrderActivity: fill or correct an activity's form elements. */
export function useResubmitActivity() {
  return useOptimisticWrite<ResubmitActivityInput, WorkOrderDetail>({
    mutationFn: async (body) => callParsed(recordWorkOrderActivity, { body }),
    optimistic: (body) => nextVersion(body.workorderId),
    invalidates: (body) => afterWrite([body.workorderId]),
  });
}

/** clearWorkOrderElement: clears one recorded value. */
export function useDeleteTaskElement() {
  return useOptimisticWrite<
    { workorderId: string; activityId: string; taskId: string; elementId: string; version: number },
    WorkOrderDetail
  >({
    mutationFn: async (query) =>
      callParsed(clearWorkOrderElement, { query: { ...query, version: String(query.version) } }),
    optimistic: (query) => nextVersion(query.workorderId),
    invalidates: (query) => afterWrite([query.workorderId]),
  });
}

/** moveWorkOrderLocation: move the order to another location of its project. */
export function useInterchangeLocation() {
  return useOptimisticWrite<
    { workorderId: string; workLocationId: string; version: number },
    WorkOrderDetail
  >({
    mutationFn: async (body) => callParsed(moveWorkOrderLocation, { body }),
    optimistic: (body) => nextVersion(body.workorderId),
    invalidates: (body) => afterWrite([body.workorderId]),
  });
}
