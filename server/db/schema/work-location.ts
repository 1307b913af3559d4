import { sql } from 'drizzle-orm';
import { date, index, numeric, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  accessGroupTenantPolicy,
  addressColumns,
  positionColumns,
  reportable,
  tenantColumns,
  tenantPolicy,
} from './columns';
import { tenantKey, tenantReference } from './keys';
import { accessGroup, project } from './project';
import { workLocationTemplate, workLocationTemplateElement } from './work-location-template';

/**
 * A place where field work happens. Row-level security applies the access-group rule here: a caller with
 * grants sees (and may write) only locations whose access group lies inside them.
 */
export const workLocation = pgTable(
  'work_location',
  {
    ...tenantColumns(),
    projectId: uuid('project_id').notNull(),
    accessGroupId: uuid('access_group_id'),
    templateId: uuid('template_id').notNull(),
    locationIdentifier: text('location_identifier').notNull(),
    name: text('name').notNull(),
    ...addressColumns(),
    ...positionColumns(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.projectId, project),
    tenantReference(t, t.accessGroupId, accessGroup),
    tenantReference(t, t.templateId, workLocationTemplate),
    uniqueIndex('work_location_identifier_uq').on(
      t.organisationId,
      t.projectId,
      sql`lower(${t.locationIdentifier})`,
    ),
    index('work_location_group_idx').on(t.organisationId, t.accessGroupId, t.locationIdentifier),
    index('work_location_template_idx').on(t.organisationId, t.templateId),
    index('work_location_name_idx').on(t.organisationId, sql`lower(${t.name})`),
    reportable(accessGroupTenantPolicy()),
  ],
).enableRLS();

/**
 * The value of one template field at one location, in the typed column its field type filters on (the text
 * form is always kept). Each typed column is indexed by field, so a filter is an index range.
 */
export const workLocationValue = pgTable(
  'work_location_value',
  {
    organisationId: uuid('organisation_id').notNull(),
    workLocationId: uuid('work_location_id').notNull(),
    elementId: uuid('element_id').notNull(),
    textValue: text('text_value').notNull(),
    numberValue: numeric('number_value'),
    dateValue: date('date_value'),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.workLocationId, t.elementId] }),
    tenantReference(t, t.workLocationId, workLocation).onDelete('cascade'),
    tenantReference(t, t.elementId, workLocationTemplateElement).onDelete('cascade'),
    index('work_location_value_text_idx').on(t.organisationId, t.elementId, sql`lower(${t.textValue})`),
    index('work_location_value_number_idx')
      .on(t.organisationId, t.elementId, t.numberValue)
      .where(sql`${t.numberValue} is not null`),
    index('work_location_value_date_idx')
      .on(t.organisationId, t.elementId, t.dateValue)
      .where(sql`${t.dateValue} is not null`),
    reportable(tenantPolicy()),
  ],
).enableRLS();

/** A named set of work locations of one project. */
export const workLocationGroup = pgTable(
  'work_location_group',
  {
    ...tenantColumns(),
    projectId: uuid('project_id').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.projectId, project),
    uniqueIndex('work_location_group_name_uq').on(t.organisationId, t.projectId, sql`lower(${t.name})`),
    tenantPolicy(),
  ],
).enableRLS();

/** Membership of a location in a group; reads join work_location, so the access-group rule applies. */
export const workLocationGroupMember = pgTable(
  'work_location_group_member',
  {
    organisationId: uuid('organisation_id').notNull(),
    groupId: uuid('group_id').notNull(),
    workLocationId: uuid('work_location_id').notNull(),
  },
  (t) => [
    // Named explicitly: the generated names pass PostgreSQL's 63-character limit and collide when cut.
    primaryKey({
      name: 'work_location_group_member_pk',
      columns: [t.organisationId, t.groupId, t.workLocationId],
    }),
    tenantReference(t, t.groupId, workLocationGroup, 'work_location_group_member_group_fk').onDelete(
      'cascade',
    ),
    tenantReference(t, t.workLocationId, workLocation, 'work_location_group_member_location_fk').onDelete(
      'cascade',
    ),
    index('work_location_group_member_location_idx').on(t.organisationId, t.workLocationId),
    tenantPolicy(),
  ],
).enableRLS();
