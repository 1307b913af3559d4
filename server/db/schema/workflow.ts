import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SavedTask, WorkflowActivity } from '../../../src/domain/workflows';
import { activeColumn, reportable, tenantColumns, tenantPolicy } from './columns';
import { organisationRecord, tenantReference, uniqueName } from './keys';

/**
 * An activity template: an ordered list of tasks, each with its form elements, kept as one document (it is
 * edited and versioned as a whole; workflows copy it when they publish).
 */
export const activityTemplate = pgTable(
  'activity_template',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    activityTypeId: integer('activity_type_id').notNull(),
    tasks: jsonb('tasks').$type<SavedTask[]>().notNull(),
  },
  (t) => [
    ...organisationRecord(t),
    uniqueName('activity_template', t),
    index('activity_template_type_idx').on(t.organisationId, t.activityTypeId),
    tenantPolicy(),
  ],
).enableRLS();

/** A workflow template; its activities live in published versions. */
export const workflow = pgTable(
  'workflow',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    description: text('description'),
    ...activeColumn(),
    publishedVersion: integer('published_version').notNull().default(1),
  },
  (t) => [...organisationRecord(t), uniqueName('workflow', t), reportable(tenantPolicy())],
).enableRLS();

/**
 * One published version of a workflow's activities, a snapshot of their templates at publication. Work
 * orders keep the version they were created with, so an edit never changes work under a crew.
 */
export const workflowVersion = pgTable(
  'workflow_version',
  {
    organisationId: uuid('organisation_id').notNull(),
    workflowId: uuid('workflow_id').notNull(),
    publishedVersion: integer('published_version').notNull(),
    activities: jsonb('activities').$type<WorkflowActivity[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by'),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.workflowId, t.publishedVersion] }),
    tenantReference(t, t.workflowId, workflow).onDelete('cascade'),
    tenantPolicy(),
  ],
).enableRLS();

/** Which activity templates each workflow version was built from (for "in use" checks). */
export const workflowTemplateUse = pgTable(
  'workflow_template_use',
  {
    organisationId: uuid('organisation_id').notNull(),
    workflowId: uuid('workflow_id').notNull(),
    publishedVersion: integer('published_version').notNull(),
    activityTemplateId: uuid('activity_template_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.workflowId, t.publishedVersion, t.activityTemplateId] }),
    foreignKey({
      name: 'workflow_template_use_version_fk',
      columns: [t.organisationId, t.workflowId, t.publishedVersion],
      foreignColumns: [
        workflowVersion.organisationId,
        workflowVersion.workflowId,
        workflowVersion.publishedVersion,
      ],
    }).onDelete('cascade'),
    tenantReference(t, t.activityTemplateId, activityTemplate, 'workflow_template_use_template_fk'),
    index('workflow_template_use_template_idx').on(t.organisationId, t.activityTemplateId),
    tenantPolicy(),
  ],
).enableRLS();
