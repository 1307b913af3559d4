import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgPolicy, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { vendor } from './account';
import { APP_ROLE, sharedWithVendorsPolicies, tenantColumns, vendorTenantPolicy } from './columns';
import { inOrganisation, tenantKey, tenantReference } from './keys';

/**
 * A saved report: a builder definition (columns, groups, chart, filter grid) or the text of one SELECT over
 * the reporting views (kind 'sql'). vendor_id null: the organisation's (only those can be shared).
 */
export const report = pgTable(
  'report',
  {
    ...tenantColumns(),
    vendorId: uuid('vendor_id'),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    kind: text('kind').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    sql: text('sql'),
  },
  (t) => [
    tenantKey(t),
    inOrganisation(t).onDelete('cascade'),
    tenantReference(t, t.vendorId, vendor),
    index('report_name_idx').on(t.organisationId, sql`lower(${t.name})`),
    check(
      'report_kind_ck',
      sql`${t.kind} in ('builder', 'sql') and (${t.kind} = 'sql') = (${t.sql} is not null)`,
    ),
    check('report_shared_ck', sql`not ${t.shared} or ${t.vendorId} is null`),
    ...sharedWithVendorsPolicies(),
  ],
).enableRLS();

/** A dashboard of widgets; shared and owned like reports. */
export const dashboard = pgTable(
  'dashboard',
  {
    ...tenantColumns(),
    vendorId: uuid('vendor_id'),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
  },
  (t) => [
    tenantKey(t),
    inOrganisation(t).onDelete('cascade'),
    tenantReference(t, t.vendorId, vendor),
    index('dashboard_name_idx').on(t.organisationId, sql`lower(${t.name})`),
    check('dashboard_shared_ck', sql`not ${t.shared} or ${t.vendorId} is null`),
    ...sharedWithVendorsPolicies(),
  ],
).enableRLS();

/**
 * One widget of a dashboard, fed by a report. A report shown by a widget cannot be deleted (the foreign key
 * refuses it too). vendor_id is the dashboard's, so changing a widget follows the dashboard's owner; it is
 * read wherever its dashboard is.
 */
export const dashboardWidget = pgTable(
  'dashboard_widget',
  {
    ...tenantColumns(),
    vendorId: uuid('vendor_id'),
    dashboardId: uuid('dashboard_id').notNull(),
    reportId: uuid('report_id').notNull(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    position: integer('position').notNull(),
    span: integer('span').notNull().default(1),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.dashboardId, dashboard).onDelete('cascade'),
    tenantReference(t, t.reportId, report),
    index('dashboard_widget_dashboard_idx').on(t.organisationId, t.dashboardId, t.position),
    index('dashboard_widget_report_idx').on(t.organisationId, t.reportId),
    check('dashboard_widget_kind_ck', sql`${t.kind} in ('number', 'bar', 'line', 'pie', 'table')`),
    check('dashboard_widget_span_ck', sql`${t.span} in (1, 2)`),
    vendorTenantPolicy(),
    pgPolicy('dashboard_read', {
      as: 'permissive',
      for: 'select',
      to: APP_ROLE,
      using: sql.raw(
        'exists (select 1 from dashboard d where d.organisation_id = dashboard_widget.organisation_id' +
          ' and d.id = dashboard_widget.dashboard_id)',
      ),
    }),
  ],
).enableRLS();
