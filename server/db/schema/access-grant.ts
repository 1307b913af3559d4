import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, vendorTenantPolicy } from './columns';
import { organisationRecord, tenantReference } from './keys';
import { project } from './project';
import { workLocation } from './work-location';

/**
 * Access groups of one project granted to a user (kind 'admin'), a vendor or a crew. vendor_id repeats the
 * subject's vendor (null for organisation users and crews) so row-level security scopes the grant like its
 * subject. access_group_ids are the granted roots; their descendants come from access_group_closure.
 */
export const accessGrant = pgTable(
  'access_grant',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    vendorId: uuid('vendor_id'),
    projectId: uuid('project_id').notNull(),
    accessGroupIds: uuid('access_group_ids').array().notNull(),
  },
  (t) => [
    ...organisationRecord(t),
    tenantReference(t, t.projectId, project),
    uniqueIndex('access_grant_subject_project_uq').on(t.organisationId, t.kind, t.subjectId, t.projectId),
    index('access_grant_groups_idx').using('gin', t.accessGroupIds),
    vendorTenantPolicy(sql`vendor_id`),
  ],
).enableRLS();

/**
 * Work-location groups of one project assigned to a vendor or a crew (kind 'vendor' or 'crew'); vendor_id
 * repeats the subject's vendor so row-level security scopes the row like its subject.
 */
export const locationGroupAssignment = pgTable(
  'location_group_assignment',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    vendorId: uuid('vendor_id'),
    projectId: uuid('project_id').notNull(),
    groupIds: uuid('group_ids').array().notNull(),
    /** The field-access password of the vendor's or crew's shared devices in this project (argon2id). */
    fieldPasswordHash: text('field_password_hash'),
    fieldPasswordChangedAt: timestamp('field_password_changed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'location_group_assignment_pk', columns: [t.organisationId, t.id] }),
    tenantReference(t, t.projectId, project, 'location_group_assignment_project_fk'),
    uniqueIndex('location_group_assignment_subject_uq').on(
      t.organisationId,
      t.kind,
      t.subjectId,
      t.projectId,
    ),
    index('location_group_assignment_groups_idx').using('gin', t.groupIds),
    vendorTenantPolicy(sql`vendor_id`),
  ],
).enableRLS();

/**
 * A location a vendor no longer serves although one of its assigned groups holds it (DELETE
 * VendorWorkLocation). A new assignment of the vendor in that project clears them.
 */
export const vendorWorkLocationExclusion = pgTable(
  'vendor_work_location_exclusion',
  {
    ...tenantColumns(),
    vendorId: uuid('vendor_id').notNull(),
    projectId: uuid('project_id').notNull(),
    workLocationId: uuid('work_location_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'vendor_work_location_exclusion_pk', columns: [t.organisationId, t.id] }),
    tenantReference(t, t.workLocationId, workLocation, 'vendor_work_location_exclusion_location_fk').onDelete(
      'cascade',
    ),
    uniqueIndex('vendor_work_location_exclusion_uq').on(t.organisationId, t.vendorId, t.workLocationId),
    vendorTenantPolicy(sql`vendor_id`),
  ],
).enableRLS();
