import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { addressColumns, auditColumns, tenantPolicy } from './columns';
import { industry } from './reference';

/** The tenant itself: its id is the organisation id every other tenant row carries. */
export const organisation = pgTable(
  'organisation',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    industryId: integer('industry_id').references(() => industry.id),
    email: text('email'),
    phone: text('phone'),
    website: text('website'),
    ...addressColumns(),
    ...auditColumns(),
  },
  () => [tenantPolicy(sql`id`)],
).enableRLS();
