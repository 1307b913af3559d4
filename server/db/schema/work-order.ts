import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vendor } from './account';
import {
  positionColumns,
  reportable,
  tenantColumns,
  tenantPolicy,
  vendorAccessGroupTenantPolicy,
} from './columns';
import { inOrganisation, organisationRecord, tenantReference } from './keys';
import { crew } from './people';
import { accessGroup, project } from './project';
import { workLocation } from './work-location';
import { workflowVersion } from './workflow';

/**
 * A work order: one workflow (at the published version it started with) to carry out at one work location.
 * The location's identifier, access group and position are copied in (kept in step when the location
 * changes) so the list, its search, the map and row-level security read one table.
 */
export const workOrder = pgTable(
  'work_order',
  {
    ...tenantColumns(),
    code: text('code').notNull(),
    /** Lower-case copies the search compares with leakproof operators, so row-level security keeps its index. */
    codeKey: text('code_key').generatedAlwaysAs(sql`lower(code)`),
    projectId: uuid('project_id').notNull(),
    workLocationId: uuid('work_location_id').notNull(),
    locationIdentifier: text('location_identifier').notNull(),
    identifierKey: text('identifier_key').generatedAlwaysAs(sql`lower(location_identifier)`),
    accessGroupId: uuid('access_group_id'),
    ...positionColumns(),
    workflowId: uuid('workflow_id').notNull(),
    publishedVersion: integer('published_version').notNull(),
    vendorId: uuid('vendor_id'),
    crewId: uuid('crew_id'),
    status: smallint('status').notNull(),
    approvalStatus: smallint('approval_status'),
    description: text('description'),
    plannedStartTime: timestamp('planned_start_time', { withTimezone: true }),
    plannedEndTime: timestamp('planned_end_time', { withTimezone: true }),
    actualStartTime: timestamp('actual_start_time', { withTimezone: true }),
    actualEndTime: timestamp('actual_end_time', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    approvalRemarks: text('approval_remarks'),
    approvalSignatureUrl: text('approval_signature_url'),
    approvedBy: uuid('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    ...organisationRecord(t),
    tenantReference(t, t.projectId, project),
    tenantReference(t, t.workLocationId, workLocation),
    tenantReference(t, t.accessGroupId, accessGroup),
    foreignKey({
      name: 'work_order_workflow_version_fk',
      columns: [t.organisationId, t.workflowId, t.publishedVersion],
      foreignColumns: [
        workflowVersion.organisationId,
        workflowVersion.workflowId,
        workflowVersion.publishedVersion,
      ],
    }),
    tenantReference(t, t.vendorId, vendor),
    tenantReference(t, t.crewId, crew),
    uniqueIndex('work_order_code_uq').on(t.organisationId, sql`lower(${t.code})`),
    check('work_order_status_ck', sql`${t.status} between 1 and 5`),
    check(
      'work_order_approval_ck',
      sql`(${t.status} = 4) = (${t.approvalStatus} is not null) and (${t.approvalStatus} is null or ${t.approvalStatus} between 1 and 3)`,
    ),
    check(
      'work_order_assignment_ck',
      sql`(${t.vendorId} is null) = (${t.crewId} is null) and (${t.status} = 1) = (${t.vendorId} is null)`,
    ),
    // The list's orderings and filters; each ends in created_at so a page is an index range.
    index('work_order_created_idx').on(t.organisationId, t.createdAt.desc(), t.id),
    index('work_order_status_idx').on(t.organisationId, t.status, t.createdAt.desc()),
    index('work_order_vendor_idx').on(t.organisationId, t.vendorId, t.status, t.createdAt.desc()),
    index('work_order_crew_idx').on(t.organisationId, t.crewId, t.createdAt.desc()),
    index('work_order_project_idx').on(t.organisationId, t.projectId, t.status, t.createdAt.desc()),
    index('work_order_group_idx').on(t.organisationId, t.accessGroupId, t.createdAt.desc()),
    index('work_order_workflow_idx').on(t.organisationId, t.workflowId, t.publishedVersion),
    // Migration 0014 adds INCLUDE (vendor_id, access_group_id): counting orders by location reads the index alone.
    index('work_order_location_idx').on(t.organisationId, t.workLocationId),
    index('work_order_planned_idx').on(t.organisationId, t.plannedStartTime),
    index('work_order_completed_idx')
      .on(t.organisationId, t.completedAt)
      .where(sql`${t.completedAt} is not null`),
    index('work_order_code_key_idx').on(t.organisationId, sql`${t.codeKey} text_pattern_ops`),
    index('work_order_identifier_key_idx').on(t.organisationId, sql`${t.identifierKey} text_pattern_ops`),
    reportable(vendorAccessGroupTenantPolicy()),
  ],
).enableRLS();

/** The next work-order number of each organisation (codes read WO-000001, WO-000002, ...). */
export const workOrderCounter = pgTable(
  'work_order_counter',
  {
    organisationId: uuid('organisation_id').notNull().primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [inOrganisation(t).onDelete('cascade'), tenantPolicy()],
).enableRLS();

/**
 * Progress of one activity of one work order. Rows appear when work on the activity is first recorded;
 * an activity without a row has not started.
 */
export const workOrderActivity = pgTable(
  'work_order_activity',
  {
    organisationId: uuid('organisation_id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    activityId: uuid('activity_id').notNull(),
    status: smallint('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    primaryKey({ name: 'work_order_activity_pk', columns: [t.organisationId, t.workOrderId, t.activityId] }),
    tenantReference(t, t.workOrderId, workOrder, 'work_order_activity_order_fk').onDelete('cascade'),
    check('work_order_activity_status_ck', sql`${t.status} between 1 and 3`),
    reportable(tenantPolicy()),
  ],
).enableRLS();

/** A filled-in form element of an activity's task: text, a date-time, a position or a picture. */
export const workOrderElementValue = pgTable(
  'work_order_element_value',
  {
    organisationId: uuid('organisation_id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    activityId: uuid('activity_id').notNull(),
    taskId: uuid('task_id').notNull(),
    elementId: uuid('element_id').notNull(),
    text: text('text'),
    dateTime: timestamp('date_time', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracy: doublePrecision('accuracy'),
    imageUrl: text('image_url'),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    capturedBy: uuid('captured_by'),
  },
  (t) => [
    primaryKey({
      name: 'work_order_element_value_pk',
      columns: [t.organisationId, t.workOrderId, t.activityId, t.elementId],
    }),
    foreignKey({
      name: 'work_order_element_value_activity_fk',
      columns: [t.organisationId, t.workOrderId, t.activityId],
      foreignColumns: [
        workOrderActivity.organisationId,
        workOrderActivity.workOrderId,
        workOrderActivity.activityId,
      ],
    }).onDelete('cascade'),
    reportable(tenantPolicy()),
  ],
).enableRLS();

/** Every change of a work order's status, approval, assignment or recorded work: who, when, what. */
export const workOrderStatusHistory = pgTable(
  'work_order_status_history',
  {
    organisationId: uuid('organisation_id').notNull(),
    id: uuid('id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    action: text('action').notNull(),
    status: smallint('status').notNull(),
    approvalStatus: smallint('approval_status'),
    vendorId: uuid('vendor_id'),
    crewId: uuid('crew_id'),
    remarks: text('remarks'),
    changedBy: uuid('changed_by'),
    changedByName: text('changed_by_name'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'work_order_status_history_pk', columns: [t.organisationId, t.id] }),
    tenantReference(t, t.workOrderId, workOrder, 'work_order_status_history_order_fk').onDelete('cascade'),
    index('work_order_status_history_order_idx').on(t.organisationId, t.workOrderId, t.changedAt),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * How many work orders there are per combination of the list's filter dimensions, kept by statement
 * triggers on work_order in the same transaction (migration 0012). The list's total and the dashboard's
 * counts add up these rows instead of counting a million orders; row-level security applies to them as to
 * the orders they count.
 */
export const workOrderTally = pgTable(
  'work_order_tally',
  {
    organisationId: uuid('organisation_id').notNull(),
    projectId: uuid('project_id').notNull(),
    accessGroupId: uuid('access_group_id'),
    vendorId: uuid('vendor_id'),
    crewId: uuid('crew_id'),
    workflowId: uuid('workflow_id').notNull(),
    status: smallint('status').notNull(),
    approvalStatus: smallint('approval_status'),
    located: boolean('located').notNull(),
    // Each combination is spread over up to TALLY_SLOTS rows (the writing connection's backend pid modulo
    // the count, migration 0019), so concurrent creates in one organisation do not queue on one row until
    // COMMIT; readers add the slots up.
    slot: smallint('slot').notNull().default(0),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('work_order_tally_uq')
      .on(
        t.organisationId,
        t.projectId,
        t.accessGroupId,
        t.vendorId,
        t.crewId,
        t.workflowId,
        t.status,
        t.approvalStatus,
        t.located,
        t.slot,
      )
      .nullsNotDistinct(),
    reportable(vendorAccessGroupTenantPolicy()),
  ],
).enableRLS();
