import { foreignKey, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantPolicy } from './columns';
import { organisation } from './organisation';

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
  (t) => [
    primaryKey({ columns: [t.organisationId, t.id] }),
    foreignKey({ columns: [t.organisationId], foreignColumns: [organisation.id] }),
    tenantPolicy(),
  ],
).enableRLS();
