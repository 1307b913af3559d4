import { count, sql } from 'drizzle-orm';
import type { Db } from './client';
import { city, country, industry, state } from './schema/index';

export const INDUSTRIES = [
  'Electric utilities',
  'Water and wastewater',
  'Gas distribution',
  'Telecommunications',
  'Oil and gas',
  'Pipelines',
  'Renewable energy',
  'Smart metering',
  'Street lighting',
  'Railways',
  'Roads and highways',
  'Airports and ports',
  'Transportation and logistics',
  'Facilities management',
  'Property management',
  'Construction',
  'HVAC and building services',
  'Elevators and escalators',
  'Fire and security systems',
  'Manufacturing',
  'Mining',
  'Agriculture and irrigation',
  'Environmental services',
  'Waste management',
  'Healthcare facilities',
  'Education campuses',
  'Government and municipal services',
  'Retail chains',
  'Hospitality',
  'Other',
] as const;

function toNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Loads countries, states, cities (from the country-state-city data set) and industries on first start.
 * Ids are assigned in the data set's order, which is fixed for a package version, so they are stable.
 * Rows go in as one JSON document per table: one statement per table instead of one per row.
 */
export async function loadReferenceData(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(country);
  if (existing && existing.n > 0) return;
  // The data set is large (150,000 cities); it is loaded only when the tables are empty.
  const { City, Country, State } = await import('country-state-city');
  await db.transaction(async (tx) => {
    const countries = Country.getAllCountries();
    const countryIds = new Map(countries.map((c, i) => [c.isoCode, i + 1]));
    const countryRows = countries.map((c, i) => ({
      id: i + 1,
      iso_code: c.isoCode,
      name: c.name,
      phone_code: c.phonecode || null,
      currency: c.currency || null,
      latitude: toNumber(c.latitude),
      longitude: toNumber(c.longitude),
    }));
    await tx.execute(sql`insert into ${country} (id, iso_code, name, phone_code, currency, latitude, longitude)
      select * from json_to_recordset(${JSON.stringify(countryRows)}::json)
        as r(id int, iso_code text, name text, phone_code text, currency text, latitude float8, longitude float8)`);

    const states = State.getAllStates().filter((s) => countryIds.has(s.countryCode));
    const stateIds = new Map(states.map((s, i) => [`${s.countryCode}/${s.isoCode}`, i + 1]));
    const stateRows = states.map((s, i) => ({
      id: i + 1,
      country_id: countryIds.get(s.countryCode),
      iso_code: s.isoCode,
      name: s.name,
      latitude: toNumber(s.latitude),
      longitude: toNumber(s.longitude),
    }));
    await tx.execute(sql`insert into ${state} (id, country_id, iso_code, name, latitude, longitude)
      select * from json_to_recordset(${JSON.stringify(stateRows)}::json)
        as r(id int, country_id int, iso_code text, name text, latitude float8, longitude float8)`);

    const cities = City.getAllCities().filter((c) => stateIds.has(`${c.countryCode}/${c.stateCode}`));
    const cityRows = cities.map((c, i) => ({
      id: i + 1,
      state_id: stateIds.get(`${c.countryCode}/${c.stateCode}`),
      name: c.name,
      latitude: toNumber(c.latitude),
      longitude: toNumber(c.longitude),
    }));
    await tx.execute(sql`insert into ${city} (id, state_id, name, latitude, longitude)
      select * from json_to_recordset(${JSON.stringify(cityRows)}::json)
        as r(id int, state_id int, name text, latitude float8, longitude float8)`);

    await tx.insert(industry).values(INDUSTRIES.map((name, i) => ({ id: i + 1, name })));
  });
}
