import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, tenantPolicy } from './columns';
import { city, country, industry, state } from './reference';

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
    addressLine: text('address_line'),
    countryId: integer('country_id').references(() => country.id),
    stateId: integer('state_id').references(() => state.id),
    cityId: integer('city_id').references(() => city.id),
    postalCode: text('postal_code'),
    ...auditColumns(),
  },
  () => [tenantPolicy(sql`id`)],
).enableRLS();
