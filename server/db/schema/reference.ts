import { doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Global reference data: shared by every organisation, no tenant column, read-only for requests. */
export const country = pgTable('country', {
  id: integer('id').primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  name: text('name').notNull(),
  phoneCode: text('phone_code'),
  currency: text('currency'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

export const state = pgTable(
  'state',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => country.id),
    isoCode: text('iso_code').notNull(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('state_country_idx').on(t.countryId)],
);

export const city = pgTable(
  'city',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => state.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (t) => [index('city_state_idx').on(t.stateId)],
);

export const industry = pgTable('industry', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});
