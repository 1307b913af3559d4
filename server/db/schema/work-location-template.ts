import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportable, tenantColumns, tenantPolicy } from './columns';
import { organisationRecord, tenantKey, tenantReference, uniqueCode, uniqueName } from './keys';

/** The kind of a work location (a transformer, a meter): names the custom fields its locations carry. */
export const workLocationTemplate = pgTable(
  'work_location_template',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
  },
  (t) => [
    ...organisationRecord(t),
    uniqueName('work_location_template', t),
    uniqueCode('work_location_template', t),
    reportable(tenantPolicy()),
  ],
).enableRLS();

/** A custom field of a template; element_type is one of ELEMENT_TYPES, options only for choice fields. */
export const workLocationTemplateElement = pgTable(
  'work_location_template_element',
  {
    ...tenantColumns(),
    templateId: uuid('template_id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    elementType: text('element_type').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.templateId, workLocationTemplate).onDelete('cascade'),
    uniqueIndex('work_location_template_element_name_uq').on(
      t.organisationId,
      t.templateId,
      sql`lower(${t.name})`,
    ),
    uniqueIndex('work_location_template_element_code_uq').on(
      t.organisationId,
      t.templateId,
      sql`lower(${t.code})`,
    ),
    index('work_location_template_element_order_idx').on(t.organisationId, t.templateId, t.sortOrder),
    reportable(tenantPolicy()),
  ],
).enableRLS();
