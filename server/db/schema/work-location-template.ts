import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportable, tenantColumns, tenantPolicy } from './columns';
import { organisation } from './organisation';

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
    primaryKey({ columns: [t.organisationId, t.id] }),
    foreignKey({ columns: [t.organisationId], foreignColumns: [organisation.id] }),
    uniqueIndex('work_location_template_name_uq').on(t.organisationId, sql`lower(${t.name})`),
    uniqueIndex('work_location_template_code_uq')
      .on(t.organisationId, sql`lower(${t.code})`)
      .where(sql`${t.code} is not null`),
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
    primaryKey({ columns: [t.organisationId, t.id] }),
    foreignKey({
      columns: [t.organisationId, t.templateId],
      foreignColumns: [workLocationTemplate.organisationId, workLocationTemplate.id],
    }).onDelete('cascade'),
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
