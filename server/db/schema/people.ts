import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { activeColumn, reportable, tenantColumns, vendorTenantPolicy } from './columns';
import { organisationRecord, tenantReference, uniqueCode } from './keys';
import { vendor } from './account';

/**
 * Mobile workforce: field staff of the organisation (vendor_id null) or of one vendor. Kind 1 is a mobile
 * user, kind 2 a supervisor; a mobile user may report to a supervisor of the same vendor.
 */
export const workforce = pgTable(
  'workforce',
  {
    ...tenantColumns(),
    kind: integer('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    employeeCode: text('employee_code'),
    vendorId: uuid('vendor_id'),
    supervisorId: uuid('supervisor_id'),
    ...activeColumn(),
  },
  (t) => [
    ...organisationRecord(t),
    tenantReference(t, t.vendorId, vendor),
    tenantReference(t, t.supervisorId, t),
    uniqueIndex('workforce_email_uq').on(t.organisationId, sql`lower(${t.email})`),
    uniqueIndex('workforce_code_uq')
      .on(t.organisationId, sql`lower(${t.employeeCode})`)
      .where(sql`${t.employeeCode} is not null`),
    index('workforce_vendor_idx').on(t.organisationId, t.vendorId, t.name),
    index('workforce_supervisor_idx').on(t.organisationId, t.supervisorId),
    vendorTenantPolicy(),
  ],
).enableRLS();

/** A crew of the organisation (vendor_id null) or of one vendor; names are unique per vendor. */
export const crew = pgTable(
  'crew',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code'),
    vendorId: uuid('vendor_id'),
    ...activeColumn(),
  },
  (t) => [
    ...organisationRecord(t),
    tenantReference(t, t.vendorId, vendor),
    uniqueIndex('crew_name_uq').on(
      t.organisationId,
      sql`coalesce(${t.vendorId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    uniqueCode('crew', t),
    index('crew_vendor_idx').on(t.organisationId, t.vendorId, t.name),
    reportable(vendorTenantPolicy()),
  ],
).enableRLS();

/**
 * Membership of a workforce member in a crew, with their role in it. vendor_id repeats the crew's vendor
 * (the application keeps member, crew and row on the same vendor) so row-level security can scope it.
 */
export const crewMember = pgTable(
  'crew_member',
  {
    organisationId: uuid('organisation_id').notNull(),
    crewId: uuid('crew_id').notNull(),
    workforceId: uuid('workforce_id').notNull(),
    vendorId: uuid('vendor_id'),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.crewId, t.workforceId] }),
    tenantReference(t, t.crewId, crew).onDelete('cascade'),
    tenantReference(t, t.workforceId, workforce),
    index('crew_member_workforce_idx').on(t.organisationId, t.workforceId),
    vendorTenantPolicy(),
  ],
).enableRLS();
