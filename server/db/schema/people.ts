import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportable, tenantColumns, vendorTenantPolicy } from './columns';
import { organisation } from './organisation';
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
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.id] }),
    foreignKey({ columns: [t.organisationId], foreignColumns: [organisation.id] }),
    foreignKey({
      columns: [t.organisationId, t.vendorId],
      foreignColumns: [vendor.organisationId, vendor.id],
    }),
    foreignKey({ columns: [t.organisationId, t.supervisorId], foreignColumns: [t.organisationId, t.id] }),
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
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.id] }),
    foreignKey({ columns: [t.organisationId], foreignColumns: [organisation.id] }),
    foreignKey({
      columns: [t.organisationId, t.vendorId],
      foreignColumns: [vendor.organisationId, vendor.id],
    }),
    uniqueIndex('crew_name_uq').on(
      t.organisationId,
      sql`coalesce(${t.vendorId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    uniqueIndex('crew_code_uq')
      .on(t.organisationId, sql`lower(${t.code})`)
      .where(sql`${t.code} is not null`),
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
    foreignKey({
      columns: [t.organisationId, t.crewId],
      foreignColumns: [crew.organisationId, crew.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.organisationId, t.workforceId],
      foreignColumns: [workforce.organisationId, workforce.id],
    }),
    index('crew_member_workforce_idx').on(t.organisationId, t.workforceId),
    vendorTenantPolicy(),
  ],
).enableRLS();
