import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, vendorTenantPolicy } from './columns';
import { inOrganisation, tenantKey, tenantReference } from './keys';
import { vendor } from './account';

/**
 * A bulk import or export (src/domain/file-jobs.ts). A vendor user's jobs carry their vendor, so the vendor
 * rule hides them from other vendors. Files live under DATA_DIR/files/<organisation>/<job>/; the paths here
 * are relative to DATA_DIR/files.
 *
 * lease_owner / lease_until say which engine instance runs the job and until when it is presumed alive (its
 * heartbeat extends the lease): a job runs only under a lease, so two processes never run it at once, and a
 * job whose lease ran out was abandoned and may be resumed. rows_done counts rows handled (written or
 * rejected); for an import it is also the checkpoint a resumed run starts from.
 */
export const fileJob = pgTable(
  'file_job',
  {
    ...tenantColumns(),
    vendorId: uuid('vendor_id'),
    dataType: integer('data_type').notNull(),
    operationType: integer('operation_type').notNull(),
    status: integer('status').notNull(),
    fileName: text('file_name').notNull(),
    uploadPath: text('upload_path'),
    resultPath: text('result_path'),
    resultFileName: text('result_file_name'),
    filters: jsonb('filters')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    rowsTotal: integer('rows_total'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsFailed: integer('rows_failed').notNull().default(0),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: uuid('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    tenantKey(t),
    inOrganisation(t).onDelete('cascade'),
    tenantReference(t, t.vendorId, vendor),
    index('file_job_history_idx').on(t.organisationId, t.dataType, t.operationType, t.createdAt),
    // The engine's sweep looks for unfinished jobs across organisations.
    index('file_job_unfinished_idx')
      .on(t.status)
      .where(sql`${t.status} in (1, 2)`),
    vendorTenantPolicy(),
  ],
).enableRLS();

/** Every status a job passed through, with the time and a person's words on it. */
export const fileJobStatusHistory = pgTable(
  'file_job_status_history',
  {
    organisationId: uuid('organisation_id').notNull(),
    jobId: uuid('job_id').notNull(),
    id: uuid('id').notNull(),
    vendorId: uuid('vendor_id'),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    message: text('message'),
  },
  (t) => [
    primaryKey({ columns: [t.organisationId, t.jobId, t.id] }),
    tenantReference(t, t.jobId, fileJob).onDelete('cascade'),
    vendorTenantPolicy(),
  ],
).enableRLS();
