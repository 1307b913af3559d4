import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  activeColumn,
  addressColumns,
  reportable,
  tenantColumns,
  tenantPolicy,
  vendorTenantPolicy,
} from './columns';
import { organisationRecord, tenantKey, tenantReference, uniqueCode, uniqueName } from './keys';

export const role = pgTable(
  'role',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    category: integer('category').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSystem: boolean('is_system').notNull().default(false),
  },
  (t) => [...organisationRecord(t), uniqueName('role', t), tenantPolicy()],
).enableRLS();

/** A contractor company working for the organisation; vendor-bound users see only its records. */
export const vendor = pgTable(
  'vendor',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    ...activeColumn(),
    code: text('code'),
    contactPerson: text('contact_person'),
    ...addressColumns(),
    imageUrl: text('image_url'),
  },
  (t) => [
    ...organisationRecord(t),
    uniqueName('vendor', t),
    uniqueCode('vendor', t),
    reportable(vendorTenantPolicy(sql`id`)),
  ],
).enableRLS();

/** People who sign in to the console (organisation-level when vendor_id is null). */
export const userAccount = pgTable(
  'user_account',
  {
    ...tenantColumns(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    imageUrl: text('image_url'),
    passwordHash: text('password_hash').notNull(),
    roleId: uuid('role_id').notNull(),
    vendorId: uuid('vendor_id'),
    ...activeColumn(),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    ...organisationRecord(t),
    tenantReference(t, t.roleId, role),
    tenantReference(t, t.vendorId, vendor),
    // Sign-in takes only an email, so an email identifies one account across all organisations.
    uniqueIndex('user_account_email_uq').on(sql`lower(${t.email})`),
    index('user_account_role_idx').on(t.organisationId, t.roleId),
    vendorTenantPolicy(),
  ],
).enableRLS();

/**
 * Refresh tokens rotate; a family is every token descended from one sign-in. Scoped like every tenant table:
 * a request only reaches its own organisation's sessions (the sign-in and refresh calls, which come before
 * any scope, look a token up by its hash and take the organisation from the row). The hash is unique within
 * its organisation (a key sharded by organisation must hold the organisation; docs/scaling.md) and indexed
 * alone for that lookup; 32 random bytes do not collide across organisations either.
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: uuid('id').notNull(),
    organisationId: uuid('organisation_id').notNull(),
    userId: uuid('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey(t),
    unique('refresh_token_organisation_token_hash_unique').on(t.organisationId, t.tokenHash),
    index('refresh_token_token_hash_idx').on(t.tokenHash),
    index('refresh_token_family_idx').on(t.organisationId, t.familyId),
    index('refresh_token_user_idx').on(t.organisationId, t.userId),
    tenantPolicy(),
  ],
).enableRLS();

/** One-time passwords of the forgot-password flow, scoped to the account's organisation. */
export const passwordReset = pgTable(
  'password_reset',
  {
    id: uuid('id').notNull(),
    organisationId: uuid('organisation_id').notNull(),
    userId: uuid('user_id').notNull(),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    index('password_reset_user_idx').on(t.organisationId, t.userId, t.createdAt),
    tenantPolicy(),
  ],
).enableRLS();

/**
 * Sign-in attempts, counted per e-mail and per address before anyone is known, so they belong to no
 * organisation. Row-level security is on with no policy: the request role reads and writes none of it; only
 * the sign-in call, which runs before any scope, does.
 */
export const signInAttempt = pgTable(
  'sign_in_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempt_email_idx').on(t.email, t.at),
    index('sign_in_attempt_address_idx').on(t.address, t.at),
  ],
).enableRLS();

/** The first response of each write sent with an Idempotency-Key, replayed for retries of the same key. */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    organisationId: uuid('organisation_id').notNull(),
    userId: uuid('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.userId, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
    tenantPolicy(),
  ],
).enableRLS();
