import { z } from 'zod';
import { organisationIdField, sharedRecordViewShape, versionField } from './fields';
import { LIST_PAGE_SIZE_MAX } from './paging';
import { REPORT_SQL_MAX, reportFilterSchema } from './report-filters';
import { DEFAULT_PAGE_SIZE, requiredText, TEXT_MAX } from './validation';

export * from './report-filters';
export * from './dashboards';

/** Cell types of a result column. */
export const REPORT_COLUMN_TYPES = ['text', 'number', 'date', 'dateTime', 'boolean'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

/** The work-order columns a builder report can show, in the builder's order. Times are ISO (UTC). */
export const REPORT_COLUMNS = [
  { key: 'code', label: 'Code', type: 'text' },
  { key: 'status', label: 'Status', type: 'text' },
  { key: 'approvalStatus', label: 'Approval status', type: 'text' },
  { key: 'project', label: 'Project', type: 'text' },
  { key: 'vendor', label: 'Vendor', type: 'text' },
  { key: 'crew', label: 'Crew', type: 'text' },
  { key: 'workflow', label: 'Workflow', type: 'text' },
  { key: 'accessGroup', label: 'Access group', type: 'text' },
  { key: 'locationIdentifier', label: 'Location identifier', type: 'text' },
  { key: 'workLocation', label: 'Work location', type: 'text' },
  { key: 'template', label: 'Work location template', type: 'text' },
  { key: 'description', label: 'Description', type: 'text' },
  { key: 'plannedStart', label: 'Planned start', type: 'dateTime' },
  { key: 'plannedEnd', label: 'Planned end', type: 'dateTime' },
  { key: 'actualStart', label: 'Actual start', type: 'dateTime' },
  { key: 'actualEnd', label: 'Actual end', type: 'dateTime' },
  { key: 'completedOn', label: 'Completed on', type: 'dateTime' },
  { key: 'createdOn', label: 'Created on', type: 'dateTime' },
] as const satisfies ReadonlyArray<{ key: string; label: string; type: ReportColumnType }>;
export type ReportColumnKey = (typeof REPORT_COLUMNS)[number]['key'];
const COLUMN_KEYS = REPORT_COLUMNS.map((c) => c.key) as [ReportColumnKey, ...ReportColumnKey[]];
export const DEFAULT_REPORT_COLUMNS: ReportColumnKey[] = [
  'code',
  'status',
  'vendor',
  'crew',
  'locationIdentifier',
  'completedOn',
];

/**
 * What a grouped report groups by (at most two; the count is per combination). Day and month groups are
 * UTC calendar days and months. Grouped rows carry their drill-down.
 */
export const REPORT_GROUP_BY = [
  { key: 'status', label: 'Status', type: 'text' },
  { key: 'approvalStatus', label: 'Approval status', type: 'text' },
  { key: 'project', label: 'Project', type: 'text' },
  { key: 'vendor', label: 'Vendor', type: 'text' },
  { key: 'crew', label: 'Crew', type: 'text' },
  { key: 'workflow', label: 'Workflow', type: 'text' },
  { key: 'accessGroup', label: 'Access group', type: 'text' },
  { key: 'template', label: 'Work location template', type: 'text' },
  { key: 'completedDay', label: 'Completed on (day)', type: 'date' },
  { key: 'completedMonth', label: 'Completed in (month)', type: 'date' },
  { key: 'createdDay', label: 'Created on (day)', type: 'date' },
  { key: 'createdMonth', label: 'Created in (month)', type: 'date' },
] as const satisfies ReadonlyArray<{ key: string; label: string; type: ReportColumnType }>;
export type ReportGroupKey = (typeof REPORT_GROUP_BY)[number]['key'];
const GROUP_KEYS = REPORT_GROUP_BY.map((g) => g.key) as [ReportGroupKey, ...ReportGroupKey[]];

export const REPORT_CHARTS = ['none', 'number', 'bar', 'line', 'pie', 'table'] as const;
export type ReportChart = (typeof REPORT_CHARTS)[number];
export const REPORT_KINDS = ['builder', 'sql'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FILTERS_MAX = 30;

/** A builder report: the columns (ungrouped) or groups (grouped) to show, the chart, and the filter grid. */
export const reportDefinitionSchema = z.strictObject({
  columns: z.array(z.enum(COLUMN_KEYS)).max(COLUMN_KEYS.length).default(DEFAULT_REPORT_COLUMNS),
  groupBy: z.array(z.enum(GROUP_KEYS)).max(2, 'must be at most 2 columns').default([]),
  measure: z.literal('count').default('count'),
  chart: z.enum(REPORT_CHARTS).default('table'),
  filters: z.array(reportFilterSchema).max(REPORT_FILTERS_MAX).default([]),
});
export type ReportDefinition = z.output<typeof reportDefinitionSchema>;
export type ReportDefinitionInput = z.input<typeof reportDefinitionSchema>;

/** The definition as the server answers it (filters as saved, already checked). */
export const reportDefinitionViewSchema = z.object({
  columns: z.array(z.string()),
  groupBy: z.array(z.string()),
  measure: z.literal('count'),
  chart: z.enum(REPORT_CHARTS),
  filters: z.array(
    z.object({
      type: z.number().int(),
      subTypeId: z.uuid().nullable(),
      operator: z.number().int(),
      value: z.unknown(),
    }),
  ),
});

const sqlText = z
  .string()
  .trim()
  .min(1, 'SQL is required')
  .max(REPORT_SQL_MAX, `must be at most ${REPORT_SQL_MAX} characters`);

const reportShape = {
  name: requiredText(),
  /** An organisation report that vendor users see too (vendor reports are never shared). */
  shared: z.boolean().default(false),
  kind: z.enum(REPORT_KINDS).default('builder'),
  definition: reportDefinitionSchema.default({
    columns: DEFAULT_REPORT_COLUMNS,
    groupBy: [],
    measure: 'count',
    chart: 'table',
    filters: [],
  }),
  /** The SELECT of a 'sql' report; null for a builder report. */
  sql: sqlText.nullish().transform((v) => v ?? null),
  ...organisationIdField,
};

function sqlMatchesKind(value: { kind: ReportKind; sql: string | null }, ctx: z.RefinementCtx) {
  if (value.kind === 'sql' && !value.sql)
    ctx.addIssue({ code: 'custom', path: ['sql'], message: 'SQL is required' });
  if (value.kind === 'builder' && value.sql)
    ctx.addIssue({
      code: 'custom',
      path: ['sql'],
      message: 'only a SQL report has SQL (use filter types 15, 18, 19)',
    });
}

/** POST Report. vendorId: omitted = the caller's (a vendor user's vendor, else the organisation's: null). */
export const reportCreateSchema = z
  .strictObject({ id: z.uuid().optional(), vendorId: z.uuid().nullish(), ...reportShape })
  .superRefine(sqlMatchesKind);
export type ReportCreateInput = z.input<typeof reportCreateSchema>;
/** PUT Report: the whole report again, at the version it was based on (409 with the current one if stale). */
export const reportUpdateSchema = z
  .strictObject({ id: z.uuid(), ...reportShape, ...versionField })
  .superRefine(sqlMatchesKind);
export type ReportUpdateInput = z.input<typeof reportUpdateSchema>;

export const reportSchema = z.object({
  ...sharedRecordViewShape,
  kind: z.enum(REPORT_KINDS),
  definition: reportDefinitionViewSchema,
  sql: z.string().nullable(),
  /** Whether the caller may change or delete it (a vendor user only reads the organisation's shared ones). */
  canEdit: z.boolean(),
  /** Dashboard widgets showing it. */
  widgetCount: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/** GET Report/GetAll: query string (camelCase or PascalCase). */
export const reportListQuerySchema = z.strictObject({
  organisationId: z.uuid().optional(),
  /** Organisation users: that vendor's reports and the shared ones; vendor users: their own (default). */
  vendorId: z.uuid().optional(),
  searchString: z.string().trim().max(TEXT_MAX).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
});
export const reportListSchema = z.object({ reports: z.array(reportSchema), pageTotal: z.number().int() });

export const reportIdQuerySchema = z.strictObject({ id: z.uuid(), organisationId: z.uuid().optional() });

/** The filters of a report's export: the saved report whose whole result the workbook holds. */
export const reportExportFilterSchema = z.strictObject({ reportId: z.uuid(), ...organisationIdField });

// Running ---------------------------------------------------------------------------------------------------

const pageShape = {
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
};

/** POST Report/DynamicWorkorderReport: runs a definition (or SQL) without saving it: one page. */
export const reportRunSchema = z
  .strictObject({
    kind: z.enum(REPORT_KINDS).default('builder'),
    definition: reportShape.definition,
    sql: reportShape.sql,
    ...pageShape,
    ...organisationIdField,
  })
  .superRefine(sqlMatchesKind);
export type ReportRunInput = z.input<typeof reportRunSchema>;

/** POST Report/GetReportFromDbQueryById: runs a saved report (SQL or builder) by id. */
export const reportRunByIdSchema = z.strictObject({ id: z.uuid(), ...pageShape, ...organisationIdField });

/**
 * Where a number leads: the work-order list filtered to exactly the orders behind it. `params` are the list
 * route's address parameters (src/features/work-orders/filter-params.ts: status, projectId, accessGroupId,
 * vendorId, crewId, workflowId, approval, from, to, templateId, fieldId, op, value); `filter` is the same as
 * the body of POST Workorder/GetAll.
 */
export const reportDrillSchema = z.object({
  path: z.literal('/work-order/list-view'),
  params: z.record(z.string(), z.string()),
  filter: z.record(z.string(), z.unknown()),
});
export type ReportDrill = z.infer<typeof reportDrillSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;

export const reportRowSchema = z.object({
  cells: z.record(z.string(), reportCellSchema),
  /** An ungrouped builder row: the order it shows; else null. */
  workOrderId: z.uuid().nullable(),
  /** A grouped builder row: its orders in the list; null when the list has no filter for exactly them. */
  drill: reportDrillSchema.nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportResultSchema = z.object({
  columns: z.array(z.object({ key: z.string(), label: z.string(), type: z.enum(REPORT_COLUMN_TYPES) })),
  rows: z.array(reportRowSchema),
  /** Rows of the whole result (groups when grouped); for SQL, up to the row cap. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** A SQL result reached the row cap (REPORT_ROW_LIMIT): rows past it were not read. */
  truncated: z.boolean(),
  chart: z.enum(REPORT_CHARTS),
  /** The columns that name a row (a chart's categories, then its series); the column a chart measures. */
  labelKeys: z.array(z.string()),
  valueKey: z.string().nullable(),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** The answer of POST Dashboard/DashboardDataByWidgetId: the widget's report run for the caller, now. */
export const widgetDataSchema = z.object({
  widgetId: z.uuid(),
  result: reportResultSchema,
  generatedAt: z.string(),
});
export type WidgetData = z.infer<typeof widgetDataSchema>;
