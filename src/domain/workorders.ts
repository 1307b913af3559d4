import { z } from 'zod';
import { FILTER_OPERATORS } from './element-values';
import { optionalTextOrNull, organisationIdField, versionField } from './fields';
import { LIST_PAGE_SIZE_MAX } from './paging';
import { DEFAULT_PAGE_SIZE, TEXT_MAX } from './validation';
import { MAP_PAGE_SIZE_MAX } from './work-order-map';

/** Work-order statuses (SPEC section 4); 3 is not shown there and is In Progress here (docs/decisions.md). */
export const WORK_ORDER_STATUS = {
  unassigned: 1,
  assigned: 2,
  inProgress: 3,
  completed: 4,
  onHold: 5,
} as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUS)[keyof typeof WORK_ORDER_STATUS];
export const WORK_ORDER_STATUSES = [
  { id: 1, name: 'Unassigned' },
  { id: 2, name: 'Assigned' },
  { id: 3, name: 'In Progress' },
  { id: 4, name: 'Completed' },
  { id: 5, name: 'On Hold' },
] as const;

/** Approval of completed work (SPEC section 4). */
export const APPROVAL_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;
export type ApprovalStatus = (typeof APPROVAL_STATUS)[keyof typeof APPROVAL_STATUS];
export const APPROVAL_STATUSES = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'Approved' },
  { id: 3, name: 'Rejected' },
] as const;

export function statusName(status: number): string {
  return WORK_ORDER_STATUSES.find((s) => s.id === status)?.name ?? `Status ${status}`;
}
export function approvalName(approval: number | null): string | null {
  return approval === null ? null : (APPROVAL_STATUSES.find((s) => s.id === approval)?.name ?? null);
}

/** SPEC section 9: the list view starts on status 4 and MultipleStatus [1] (unassigned and completed work). */
export const DEFAULT_WORK_ORDER_FILTER = { status: 4, multipleStatus: [1] } as const;

const statusId = z.union(
  WORK_ORDER_STATUSES.map((s) => z.literal(s.id)),
  'must be a work-order status (1 to 5)',
);
const approvalId = z.union(
  APPROVAL_STATUSES.map((s) => z.literal(s.id)),
  'must be an approval status (1 to 3)',
);
/** An ISO date and time with its offset, as every work-order payload sends times. */
export const isoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });
const optionalUuid = () =>
  z
    .uuid()
    .nullish()
    .transform((v) => v ?? null);

// Create and update --------------------------------------------------------------------------------------------

const plannedShape = {
  plannedStartTime: isoDateTime.nullish().transform((v) => v ?? null),
  plannedEndTime: isoDateTime.nullish().transform((v) => v ?? null),
  description: optionalTextOrNull(500),
};

function plannedOrder<
  T extends { plannedStartTime?: string | null | undefined; plannedEndTime?: string | null | undefined },
>(value: T, ctx: z.RefinementCtx) {
  if (
    value.plannedStartTime &&
    value.plannedEndTime &&
    Date.parse(value.plannedEndTime) < Date.parse(value.plannedStartTime)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['plannedEndTime'],
      message: 'must not be before the planned start',
    });
  }
}

/** POST Workorder: a work order at a work location, following a workflow; vendor and crew assign it at once. */
export const workOrderCreateSchema = z
  .strictObject({
    id: z.uuid().optional(),
    projectId: z.uuid('Project is required'),
    workLocationId: z.uuid('Work location is required'),
    workflowId: z.uuid('Workflow is required'),
    vendorId: optionalUuid(),
    crewId: optionalUuid(),
    ...plannedShape,
    ...organisationIdField,
  })
  .superRefine(plannedOrder)
  .superRefine((value, ctx) => {
    if (value.crewId && !value.vendorId)
      ctx.addIssue({ code: 'custom', path: ['vendorId'], message: 'Vendor is required.*' });
    if (value.vendorId && !value.crewId)
      ctx.addIssue({ code: 'custom', path: ['crewId'], message: 'Crew is required.*' });
  });
export type WorkOrderCreateInput = z.input<typeof workOrderCreateSchema>;

/**
 * PUT Workorder: the basic detail (planned times, description) and putting work on hold or resuming it.
 * A field left out keeps its value; null clears it.
 */
export const workOrderUpdateSchema = z
  .strictObject({
    plannedStartTime: isoDateTime.nullable().optional(),
    plannedEndTime: isoDateTime.nullable().optional(),
    description: z
      .string()
      .trim()
      .max(500, 'must be at most 500 characters')
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
    /** true puts assigned or started work on hold; false resumes it. Omitted leaves it as it is. */
    onHold: z.boolean().optional(),
    ...versionField,
    ...organisationIdField,
  })
  .superRefine(plannedOrder);

/** One work order as lists and the record screens show it. */
export const workOrderSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  approvalStatus: z.number().int().nullable(),
  approvalStatusName: z.string().nullable(),
  projectId: z.uuid(),
  projectName: z.string(),
  workLocationId: z.uuid(),
  locationIdentifier: z.string(),
  workLocationName: z.string(),
  accessGroupId: z.uuid().nullable(),
  accessGroupName: z.string().nullable(),
  workflowId: z.uuid(),
  workflowName: z.string(),
  publishedVersion: z.number().int(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  crewId: z.uuid().nullable(),
  crewName: z.string().nullable(),
  description: z.string().nullable(),
  plannedStartTime: z.string().nullable(),
  plannedEndTime: z.string().nullable(),
  actualStartTime: z.string().nullable(),
  actualEndTime: z.string().nullable(),
  completedAt: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

/** The record screen adds the approval decision. */
export const workOrderDetailSchema = workOrderSchema.extend({
  approvalRemarks: z.string().nullable(),
  approvalSignatureUrl: z.string().nullable(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;

export const workOrderIdQuerySchema = z.strictObject({ workorderId: z.uuid(), ...organisationIdField });

// The list and its filter (SPEC section 3) -------------------------------------------------------------------

/**
 * POST Workorder/GetAll. Statuses match when in `multipleStatus` or equal to `status` (both when both are
 * given); `accessGroupId` includes the group's descendants; dates bound the planned start (the completion
 * time for completed work); the template-field filter needs the template, the field, an operator and a value.
 */
/** The filter's rules across fields (the template-field filter's parts, the date range), for every filter schema. */
export function checkFilterParts(
  value: {
    worklocationTemplateId?: string | null | undefined;
    worklocationTemplateElementId?: string | null | undefined;
    worklocationTemplateElementFilterOperator?: unknown;
    worklocationTemplateFilterValue?: string | null | undefined;
    startDate?: string | null | undefined;
    endDate?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const parts = [
    value.worklocationTemplateElementId,
    value.worklocationTemplateElementFilterOperator,
    value.worklocationTemplateFilterValue,
  ];
  const given = parts.filter((p) => p !== null && p !== undefined && p !== '').length;
  if (given > 0 && given < 3) {
    ctx.addIssue({
      code: 'custom',
      path: ['worklocationTemplateFilterValue'],
      message: 'the template-field filter needs a field, an operator and a value',
    });
  }
  if (given > 0 && !value.worklocationTemplateId) {
    ctx.addIssue({
      code: 'custom',
      path: ['worklocationTemplateId'],
      message: 'choose the work location template of the field',
    });
  }
  if (value.startDate && value.endDate && Date.parse(value.endDate) < Date.parse(value.startDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before the start date' });
  }
}

export const workOrderListQuerySchema = z
  .strictObject({
    page: z.number().int().min(1).default(1),
    // Up to 500 for the list; the maps load up to 100,000 located orders at once (checked below).
    pageSize: z.number().int().min(1).max(MAP_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
    searchString: z.string().trim().max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`).optional(),
    status: statusId.nullish(),
    multipleStatus: z.array(statusId).max(5).nullish(),
    projectId: z.uuid().nullish(),
    vendorId: z.uuid().nullish(),
    crewId: z.uuid().nullish(),
    accessGroupId: z.uuid().nullish(),
    workflowId: z.uuid().nullish(),
    approvalStatus: approvalId.nullish(),
    startDate: isoDateTime.nullish(),
    endDate: isoDateTime.nullish(),
    isMapView: z.boolean().default(false),
    worklocationTemplateId: z.uuid().nullish(),
    worklocationTemplateElementId: z.uuid().nullish(),
    worklocationTemplateElementFilterOperator: z
      .union(Object.values(FILTER_OPERATORS).map((n) => z.literal(n)))
      .nullish(),
    worklocationTemplateFilterValue: z.string().trim().max(TEXT_MAX).nullish(),
    ...organisationIdField,
  })
  .superRefine((value, ctx) => {
    if (!value.isMapView && value.pageSize > LIST_PAGE_SIZE_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['pageSize'],
        message: `must be at most ${LIST_PAGE_SIZE_MAX} (more only with isMapView)`,
      });
    }
    checkFilterParts(value, ctx);
  });
export type WorkOrderListQuery = z.output<typeof workOrderListQuerySchema>;
export type WorkOrderFilterInput = z.input<typeof workOrderListQuerySchema>;

/**
 * The list's filter body (GetAll, in camelCase or PascalCase) without what only a page or a map needs: an
 * export takes every matching order, located or not, whatever page and pageSize the screen sent.
 */
export const workOrderExportFilterSchema = z.preprocess((value) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const camel = Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key.charAt(0).toLowerCase() + key.slice(1), v]),
  );
  const { page: _page, pageSize: _pageSize, isMapView: _isMapView, ...filters } = camel;
  return filters;
}, workOrderListQuerySchema);
export const workOrderListSchema = z.object({
  workorders: z.array(workOrderSchema),
  pageTotal: z.number().int(),
});
