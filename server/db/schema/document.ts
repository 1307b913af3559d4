import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPolicy } from './columns';
import { organisationRecord } from './keys';

/** An uploaded image; the file lives under DATA_DIR/uploads/<organisation_id>/ at storage_path. */
export const image = pgTable(
  'image',
  {
    ...tenantColumns(),
    /** 1 general, 2 a user's picture (ImageType of the upload). */
    kind: integer('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    storagePath: text('storage_path').notNull(),
    originalName: text('original_name').notNull(),
  },
  (t) => [...organisationRecord(t), tenantPolicy()],
).enableRLS();
