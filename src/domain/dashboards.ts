import { z } from 'zod';
import { organisationIdField, sharedRecordViewShape, versionField } from './fields';
import { LIST_PAGE_SIZE_MAX } from './paging';
import { requiredText } from './validation';

/*
 * Dashboards of widgets, each fed by a report. A vendor user sees their vendor's dashboards and the
 * organisation's shared ones; every widget's data is the caller's own (row-level security), whoever made it.
 * (Imported through src/domain/reports.ts, which re-exports it; the result shape lives there.)
 */

export const WIDGET_KINDS = ['number', 'bar', 'line', 'pie', 'table'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];
export const WIDGETS_MAX = 24;

export const widgetSchema = z.object({
  id: z.uuid(),
  dashboardId: z.uuid(),
  reportId: z.uuid(),
  reportName: z.string(),
  title: z.string(),
  kind: z.enum(WIDGET_KINDS),
  /** Order in the grid, from 0 (the grid fills rows left to right and stacks on a phone). */
  position: z.number().int(),
  /** Grid columns it spans on wide screens (1 or 2). */
  span: z.number().int(),
  version: z.number().int(),
});
export type Widget = z.infer<typeof widgetSchema>;

export const dashboardSchema = z.object({
  // A shared dashboard's widgets must use shared reports.
  ...sharedRecordViewShape,
  canEdit: z.boolean(),
  widgets: z.array(widgetSchema),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** GET Dashboard/GetAll?organisationId (&vendorId for vendor users). */
export const dashboardListQuerySchema = z.strictObject({
  organisationId: z.uuid().optional(),
  vendorId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(100),
});
export const dashboardListSchema = z.object({
  dashboards: z.array(dashboardSchema),
  pageTotal: z.number().int(),
});

export const dashboardCreateSchema = z.strictObject({
  id: z.uuid().optional(),
  name: requiredText(),
  shared: z.boolean().default(false),
  /** Omitted: the caller's (a vendor user's vendor, else the organisation's: null). */
  vendorId: z.uuid().nullish(),
  ...organisationIdField,
});
export const dashboardUpdateSchema = z.strictObject({
  name: requiredText(),
  shared: z.boolean(),
  ...versionField,
  ...organisationIdField,
});

const widgetShape = {
  title: requiredText(),
  kind: z.enum(WIDGET_KINDS),
  position: z.number().int().min(0).max(999).optional(),
  span: z.union([z.literal(1), z.literal(2)]).default(1),
};
export const widgetCreateSchema = z.strictObject({
  id: z.uuid().optional(),
  dashboardId: z.uuid(),
  reportId: z.uuid(),
  ...widgetShape,
  ...organisationIdField,
});
export const widgetUpdateSchema = z.strictObject({ ...widgetShape, ...versionField, ...organisationIdField });

/** POST Dashboard/DashboardDataByWidgetId. */
export const widgetDataQuerySchema = z.strictObject({
  widgetId: z.uuid(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(50),
  ...organisationIdField,
});
