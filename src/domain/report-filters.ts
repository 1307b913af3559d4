import { z } from 'zod';
import { FILTER_OPERATORS, type FilterOperator } from './element-values';
import { TEXT_MAX } from './validation';
import { APPROVAL_STATUSES, WORK_ORDER_STATUSES } from './workorders';

/** The filter field types of the report builder's filter grid (SPEC section 3), by their ids. */
export const REPORT_FILTER_TYPES = {
  project: 1,
  vendor: 2,
  crew: 3,
  workorderCode: 4,
  completedOn: 5,
  approvalStatus: 6,
  workorderStatus: 7,
  workflow: 8,
  workflowActivity: 9,
  workflowActivityTask: 10,
  formField: 11,
  locationIdentifier: 12,
  worklocationTemplate: 13,
  worklocationFormField: 14,
  sqlQuery: 15,
  accessGroup: 16,
  warehouse: 17,
  selectStatement: 18,
  whereStatement: 19,
} as const;
export type ReportFilterType = (typeof REPORT_FILTER_TYPES)[keyof typeof REPORT_FILTER_TYPES];

/** What the Sub Type column asks for before the value can be chosen (none: the column stays empty). */
export type ReportSubTypeKind = 'none' | 'workflow' | 'activity' | 'template';

/**
 * The kind of the Value column:
 * - `lookup`: ids chosen from a paged dropdown (`string[]`, 1 to 100; any of them matches);
 * - `text`: one text (`string`, 1 to 100 characters; compared ignoring case);
 * - `dateRange`: calendar days `{ from: 'YYYY-MM-DD' | null, to: 'YYYY-MM-DD' | null }`, whole UTC days,
 *   inclusive;
 * - `status` / `approval`: work-order status ids 1-5 / approval ids 1-3 (`number[]`, any of them matches);
 * - `fieldValue`: a recorded value of one field `{ elementId, value }` compared with the operator;
 * - `sql`: SQL text over the reporting views (`string`, up to REPORT_SQL_MAX), checked like a SQL report.
 */
export type ReportValueKind = 'lookup' | 'text' | 'dateRange' | 'status' | 'approval' | 'fieldValue' | 'sql';

/** Which dropdown a `lookup` value (or a Sub Type) is chosen from. */
export type ReportLookup =
  | 'projects'
  | 'vendors'
  | 'crews'
  | 'workflows'
  | 'activities'
  | 'tasks'
  | 'accessGroups'
  | 'warehouses'
  | 'templates';

/** Operators offered per value kind: the work-order filter's ids, never 2 or 3 (SPEC section 5). */
export const REPORT_OPERATORS_BY_KIND: Record<ReportValueKind, readonly FilterOperator[]> = {
  lookup: [FILTER_OPERATORS.equals],
  text: [1, 4, 5, 6, 7],
  dateRange: [FILTER_OPERATORS.equals],
  status: [FILTER_OPERATORS.equals],
  approval: [FILTER_OPERATORS.equals],
  fieldValue: [1, 4, 5, 6, 7],
  sql: [FILTER_OPERATORS.equals],
};

export interface ReportFilterDefinition {
  id: ReportFilterType;
  label: string;
  subType: ReportSubTypeKind;
  value: ReportValueKind;
  /** The dropdown of a `lookup` value (a `fieldValue`'s fields: the Sub Type's activity's or template's). */
  lookup: ReportLookup | null;
  operators: readonly FilterOperator[];
  /** What the row narrows the orders to, as the builder's help text shows it. */
  help: string;
}

function define(
  id: ReportFilterType,
  label: string,
  value: ReportValueKind,
  help: string,
  extra: { subType?: ReportSubTypeKind; lookup?: ReportLookup } = {},
): ReportFilterDefinition {
  return {
    id,
    label,
    subType: extra.subType ?? 'none',
    value,
    lookup: extra.lookup ?? null,
    operators: REPORT_OPERATORS_BY_KIND[value],
    help,
  };
}

export const REPORT_FILTER_DEFINITIONS: readonly ReportFilterDefinition[] = [
  define(1, 'Project', 'lookup', 'Orders of these projects', { lookup: 'projects' }),
  define(2, 'Vendor', 'lookup', 'Orders assigned to these vendors', { lookup: 'vendors' }),
  define(3, 'Crew', 'lookup', 'Orders assigned to these crews', { lookup: 'crews' }),
  define(4, 'WorkorderCode', 'text', 'Orders whose code compares with the value (ignoring case)'),
  define(5, 'CompletedOn', 'dateRange', 'Completed orders whose completion day is in the range'),
  define(6, 'ApprovalStatus', 'approval', 'Completed orders with these approval statuses'),
  define(7, 'WorkorderStatus', 'status', 'Orders with these statuses'),
  define(8, 'Workflow', 'lookup', 'Orders following these workflows', { lookup: 'workflows' }),
  define(
    9,
    'WorkflowActivity',
    'lookup',
    'Orders of the workflow in which one of these activities is completed',
    {
      subType: 'workflow',
      lookup: 'activities',
    },
  ),
  define(
    10,
    'WorkflowActivityTask',
    'lookup',
    'Orders with work recorded for one of these tasks of the activity',
    {
      subType: 'activity',
      lookup: 'tasks',
    },
  ),
  define(
    11,
    'FormField',
    'fieldValue',
    "Orders whose recorded value of the activity's form field compares with the value",
    {
      subType: 'activity',
    },
  ),
  define(
    12,
    'LocationIdentifier',
    'text',
    "Orders whose work location's identifier compares with the value (ignoring case)",
  ),
  define(13, 'WorklocationTemplate', 'lookup', 'Orders at work locations of these templates', {
    lookup: 'templates',
  }),
  define(
    14,
    'WorklocationFormField',
    'fieldValue',
    "Orders whose work location's value of the template field compares with the value",
    {
      subType: 'template',
    },
  ),
  define(
    15,
    'SqlQuery',
    'sql',
    'Orders whose id the query returns (a SELECT over the reporting views with one column of work-order ids)',
  ),
  define(16, 'AccessGroup', 'lookup', 'Orders at locations in these access groups or their sub-groups', {
    lookup: 'accessGroups',
  }),
  define(
    17,
    'Warehouse',
    'lookup',
    'Orders at work locations where an asset that left one of these warehouses is installed',
    {
      lookup: 'warehouses',
    },
  ),
  define(
    18,
    'select statement',
    'sql',
    'Extra columns: a select list over reporting.work_orders (aggregates when the report groups)',
  ),
  define(
    19,
    'where statement',
    'sql',
    'Orders for which the condition over reporting.work_orders columns is true',
  ),
];

export function reportFilterDefinition(type: number): ReportFilterDefinition | undefined {
  return REPORT_FILTER_DEFINITIONS.find((d) => d.id === type);
}

/** SQL text of a SQL report or of filter types 15, 18 and 19. */
export const REPORT_SQL_MAX = 8000;
export const REPORT_FILTER_VALUES_MAX = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .regex(DAY, 'must be a date (YYYY-MM-DD)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'must be a date (YYYY-MM-DD)');

const valueSchemas = {
  lookup: z.array(z.uuid('must be chosen from the list')).min(1, 'is required').max(REPORT_FILTER_VALUES_MAX),
  text: z.string().trim().min(1, 'is required').max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`),
  dateRange: z
    .strictObject({ from: day.nullable().default(null), to: day.nullable().default(null) })
    .refine((v) => v.from !== null || v.to !== null, 'needs a start or an end day')
    .refine((v) => !v.from || !v.to || v.from <= v.to, 'must not end before it starts'),
  status: z
    .array(z.union(WORK_ORDER_STATUSES.map((s) => z.literal(s.id))))
    .min(1, 'is required')
    .max(5),
  approval: z
    .array(z.union(APPROVAL_STATUSES.map((s) => z.literal(s.id))))
    .min(1, 'is required')
    .max(3),
  fieldValue: z.strictObject({
    elementId: z.uuid('Field is required'),
    value: z.string().trim().min(1, 'is required').max(TEXT_MAX, `must be at most ${TEXT_MAX} characters`),
  }),
  sql: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(REPORT_SQL_MAX, `must be at most ${REPORT_SQL_MAX} characters`),
} satisfies Record<ReportValueKind, z.ZodType>;

export type ReportDateRange = z.output<typeof valueSchemas.dateRange>;
export type ReportFieldValue = z.output<typeof valueSchemas.fieldValue>;
export type ReportFilterValue = string | string[] | number[] | ReportDateRange | ReportFieldValue;

/**
 * One row of the filter grid. `value`'s shape follows the type's value kind; `subTypeId` is the workflow,
 * activity or template the type needs (else absent or null). Rows are combined with AND.
 */
export const reportFilterSchema = z
  .strictObject({
    type: z.number().int(),
    subTypeId: z
      .uuid('Sub Type is required')
      .nullish()
      .transform((v) => v ?? null),
    operator: z.number().int(),
    value: z.unknown(),
  })
  .transform((row, ctx) => {
    const definition = reportFilterDefinition(row.type);
    if (!definition) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'must be a filter type (1 to 19)' });
      return z.NEVER;
    }
    if (definition.subType !== 'none' && !row.subTypeId)
      ctx.addIssue({ code: 'custom', path: ['subTypeId'], message: 'Sub Type is required' });
    if (!definition.operators.some((op) => op === row.operator))
      ctx.addIssue({
        code: 'custom',
        path: ['operator'],
        message: `must be one of ${definition.operators.join(', ')}`,
      });
    const value = valueSchemas[definition.value].safeParse(row.value);
    if (!value.success) {
      for (const issue of value.error.issues)
        ctx.addIssue({ code: 'custom', path: ['value', ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    }
    return {
      type: definition.id,
      subTypeId: definition.subType === 'none' ? null : row.subTypeId,
      operator: row.operator as FilterOperator,
      value: value.data as ReportFilterValue,
    };
  });
export type ReportFilter = z.output<typeof reportFilterSchema>;
export type ReportFilterInput = z.input<typeof reportFilterSchema>;
