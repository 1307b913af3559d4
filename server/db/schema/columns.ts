import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgPolicy, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PgPolicy } from 'drizzle-orm/pg-core';
import { city, country, state } from './reference';

/**
 * The role every request transaction runs as. Row-level security policies apply to it, so a query that
 * forgets a tenant filter still only sees the caller's organisation (and vendor).
 */
export const APP_ROLE = 'app_user';

/**
 * The role report SQL runs as (migration 0018): it may read only the views of the `reporting` schema, and
 * the tables behind them only through those views, under the same policies as app_user.
 */
export const REPORT_ROLE = 'report_reader';

const currentOrganisation = sql`nullif(current_setting('app.organisation_id', true), '')::uuid`;
const currentVendor = sql`nullif(current_setting('app.vendor_id', true), '')::uuid`;
const currentAccessGroups = sql`current_setting('app.access_groups', true)`;

/** Columns every mutable tenant row has: tenant, id, optimistic-concurrency version and audit. */
export function tenantColumns() {
  return {
    organisationId: uuid('organisation_id').notNull(),
    id: uuid('id').notNull(),
    ...auditColumns(),
  };
}

export function auditColumns() {
  return {
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    updatedBy: uuid('updated_by'),
  };
}

/** Rows visible to a request only inside its organisation. */
export function tenantPolicy(column = sql`organisation_id`) {
  const check = sql`${column} = ${currentOrganisation}`;
  return pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    to: APP_ROLE,
    using: check,
    withCheck: check,
  });
}

/**
 * Rows visible inside the organisation and, for a vendor-bound caller, only the caller's vendor's rows
 * (rows with no vendor belong to the organisation and are hidden from vendor users).
 */
export function vendorTenantPolicy(vendorColumn = sql`vendor_id`) {
  const check = sql`organisation_id = ${currentOrganisation} and (${currentVendor} is null or ${vendorColumn} = ${currentVendor})`;
  return pgPolicy('tenant_vendor_isolation', {
    as: 'permissive',
    for: 'all',
    to: APP_ROLE,
    using: check,
    withCheck: check,
  });
}

/**
 * True when a row of the given access group is inside the caller's access-group grants. app.access_groups
 * is '' for an unrestricted caller, else the granted groups with all their descendants (possibly '{}').
 */
export function accessGroupAllowed(column = sql`access_group_id`) {
  // The cast sees '' too (the planner may evaluate it before the first branch), so '' becomes '{}' first.
  return sql`(coalesce(${currentAccessGroups}, '') = '' or ${column} = any(coalesce(nullif(${currentAccessGroups}, ''), '{}')::uuid[]))`;
}

/** Tenant isolation plus the access-group rule, for rows that belong to one access group (work locations). */
export function accessGroupTenantPolicy(column = sql`access_group_id`) {
  const check = sql`organisation_id = ${currentOrganisation} and ${accessGroupAllowed(column)}`;
  return pgPolicy('tenant_access_group_isolation', {
    as: 'permissive',
    for: 'all',
    to: APP_ROLE,
    using: check,
    withCheck: check,
  });
}

/**
 * Tenant isolation, the vendor rule and the access-group rule together, for rows that belong to a vendor
 * (possibly none) and to an access group (work orders): a vendor user sees their vendor's rows only, a user
 * with access-group grants only rows inside them.
 *
 * The caller's settings are read in scalar subqueries (migration 0014): each is evaluated once per statement,
 * not once per row, so counting a hundred thousand orders does not call a function a hundred thousand times;
 * and the planner estimates `vendor_id = <value>` from the column's statistics instead of guessing that almost
 * no row passes, so a page still walks an index.
 */
export function vendorAccessGroupTenantPolicy(
  vendorColumn = sql`vendor_id`,
  groupColumn = sql`access_group_id`,
) {
  const vendorRule = sql`((select ${currentVendor}) is null or ${vendorColumn} = (select ${currentVendor}))`;
  // `any((select ...)::uuid[])`: the cast makes the argument an array expression, not a subquery of arrays.
  const groupRule = sql`((select coalesce(${currentAccessGroups}, '')) = '' or ${groupColumn} = any((select coalesce(nullif(${currentAccessGroups}, ''), '{}')::uuid[])::uuid[]))`;
  const check = sql`organisation_id = ${currentOrganisation} and ${vendorRule} and ${groupRule}`;
  return pgPolicy('tenant_vendor_access_group_isolation', {
    as: 'permissive',
    for: 'all',
    to: APP_ROLE,
    using: check,
    withCheck: check,
  });
}

/**
 * The same policy for the report role too, on the tables the reporting views read. One policy for both roles,
 * so a rule added to the request role's policy can never be missing from what reports see.
 */
export function reportable(policy: PgPolicy): PgPolicy {
  return pgPolicy(policy.name, {
    as: policy.as,
    for: policy.for,
    to: [APP_ROLE, REPORT_ROLE],
    using: policy.using,
    withCheck: policy.withCheck,
  });
}

/**
 * Records of the organisation or of one vendor, which the organisation may share with its vendors (reports,
 * dashboards): every vendor user reads their vendor's and the organisation's shared ones, and changes only
 * their vendor's; organisation users read and change them all.
 */
export function sharedWithVendorsPolicies() {
  const own = sql`organisation_id = ${currentOrganisation} and (${currentVendor} is null or vendor_id = ${currentVendor})`;
  const shared = sql`organisation_id = ${currentOrganisation} and vendor_id is null and shared`;
  return [
    pgPolicy('tenant_vendor_isolation', {
      as: 'permissive',
      for: 'all',
      to: APP_ROLE,
      using: own,
      withCheck: own,
    }),
    pgPolicy('organisation_shared_read', { as: 'permissive', for: 'select', to: APP_ROLE, using: shared }),
  ];
}

/** A postal address: a line, the country, state and city (reference data) and the postal code. */
export function addressColumns() {
  return {
    addressLine: text('address_line'),
    countryId: integer('country_id').references(() => country.id),
    stateId: integer('state_id').references(() => state.id),
    cityId: integer('city_id').references(() => city.id),
    postalCode: text('postal_code'),
  };
}

/** A position on the map, to the sixth decimal place (about 10 cm). */
export function positionColumns() {
  return {
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
  };
}

/** Whether the record is in use; inactive ones stay for history but are offered no more. */
export function activeColumn() {
  return { isActive: boolean('is_active').notNull().default(true) };
}
