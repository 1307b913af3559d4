import { count } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';
import { PgliteHost } from './pglite-host';
import { country } from './schema/index';

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

/** One statement of the load, in its transaction; `copyCsv` only where the driver takes COPY from a blob. */
interface Loader {
  run(text: string, values: unknown[]): Promise<unknown>;
  copyCsv?(text: string, csv: string): Promise<unknown>;
}

/** Runs `work` in one transaction on the driver behind `db` (PGlite, or the node-postgres pool). */
async function inTransaction(db: Db, work: (loader: Loader) => Promise<void>): Promise<void> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PgliteHost) {
    await client.transaction((tx) =>
      work({
        run: (text, values) => tx.query(text, values),
        copyCsv: (text, csv) => tx.query(text, [], { blob: new Blob([csv]) }),
      }),
    );
    return;
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query('begin');
    await work({ run: (text, values) => connection.query(text, values) });
    await connection.query('commit');
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    connection.release();
  }
}

/** A CSV field: quoted (quotes doubled) when it holds a separator, a quote or a line break. */
function csvText(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * Loads countries, states, cities (from the country-state-city data set) and industries on first start.
 * Ids are assigned in the data set's order, which is fixed for a package version, so they are stable.
 * Rows go in as one JSON document per table: one statement per table instead of one per row; on PGlite the
 * cities go in by COPY, about twice as fast (a second or more of the first start).
 */
export async function loadReferenceData(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(country);
  if (existing && existing.n > 0) return;
  // The data set is large (150,000 cities); it is loaded only when the tables are empty.
  const { City, Country, State } = await import('country-state-city');
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
  const cities = City.getAllCities().filter((c) => stateIds.has(`${c.countryCode}/${c.stateCode}`));
  const cityRows = cities.map((c, i) => ({
    id: i + 1,
    state_id: stateIds.get(`${c.countryCode}/${c.stateCode}`)!,
    name: c.name,
    latitude: toNumber(c.latitude),
    longitude: toNumber(c.longitude),
  }));
  const industryRows = INDUSTRIES.map((name, i) => ({ id: i + 1, name }));

  await inTransaction(db, async (loader) => {
    await loader.run(
      `insert into country (id, iso_code, name, phone_code, currency, latitude, longitude)
        select * from json_to_recordset($1::json)
          as r(id int, iso_code text, name text, phone_code text, currency text,
            latitude float8, longitude float8)`,
      [JSON.stringify(countryRows)],
    );
    await loader.run(
      `insert into state (id, country_id, iso_code, name, latitude, longitude)
        select * from json_to_recordset($1::json)
          as r(id int, country_id int, iso_code text, name text, latitude float8, longitude float8)`,
      [JSON.stringify(stateRows)],
    );
    if (loader.copyCsv) {
      const lines = cityRows.map((r) =>
        [r.id, r.state_id, csvText(r.name), r.latitude ?? '', r.longitude ?? ''].join(','),
      );
      await loader.copyCsv(
        `copy city (id, state_id, name, latitude, longitude) from '/dev/blob' with (format csv)`,
        lines.join('\n'),
      );
    } else {
      await loader.run(
        `insert into city (id, state_id, name, latitude, longitude)
          select * from json_to_recordset($1::json)
            as r(id int, state_id int, name text, latitude float8, longitude float8)`,
        [JSON.stringify(cityRows)],
      );
    }
    await loader.run(
      `insert into industry (id, name) select * from json_to_recordset($1::json) as r(id int, name text)`,
      [JSON.stringify(industryRows)],
    );
  });
}
