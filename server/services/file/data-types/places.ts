import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { city, country, state } from '../../../db/schema/index';
import { optionalNumber } from './lookups';
import type { ColumnSpec } from './types';

/** The address columns shared by the data types that have an address (vendors, warehouses, work locations). */
export const addressColumns = [
  { key: 'addressLine', header: 'Address', required: false, example: 'GS Road, Ulubari' },
  { key: 'country', header: 'Country', required: false, example: 'India' },
  { key: 'state', header: 'State', required: false, example: 'Assam' },
  { key: 'city', header: 'City', required: false, example: 'Guwahati' },
  { key: 'postalCode', header: 'Postal code', required: false, example: '781007' },
] as const satisfies readonly ColumnSpec[];

/** The export columns of an address with its map position (warehouses, work locations). */
export const addressExportColumns = [
  { header: 'Address', width: 30 },
  { header: 'Country', width: 14 },
  { header: 'State', width: 16 },
  { header: 'City', width: 16 },
  { header: 'Postal code', width: 12 },
  { header: 'Latitude', width: 12 },
  { header: 'Longitude', width: 12 },
] as const;

type Place = { countryId: number | null; stateId: number | null; cityId: number | null };
type PlaceNames = { country: string; state: string; city: string };

/**
 * Turns the Country / State / City names of rows into reference ids (a country or state may also be given by
 * its ISO code). Unknown names are noted as errors; the cascade rules themselves (the state in the
 * country...) stay the area's own check. Answers are remembered for the batch: a file names few places.
 */
export function placeResolver(tx: Tx) {
  const memo = new Map<string, Place & { errors: string[] }>();
  async function resolve(names: PlaceNames): Promise<Place & { errors: string[] }> {
    const errors: string[] = [];
    let countryId: number | null = null;
    let stateId: number | null = null;
    let cityId: number | null = null;
    if (names.country) {
      const key = names.country.toLowerCase();
      const [found] = await tx
        .select({ id: country.id })
        .from(country)
        .where(or(eq(sql`lower(${country.name})`, key), eq(sql`lower(${country.isoCode})`, key)));
      if (found) countryId = found.id;
      else errors.push(`Country: no country is called "${names.country}".`);
    }
    if (names.state && countryId !== null) {
      const key = names.state.toLowerCase();
      const [found] = await tx
        .select({ id: state.id })
        .from(state)
        .where(
          and(
            eq(state.countryId, countryId),
            or(eq(sql`lower(${state.name})`, key), eq(sql`lower(${state.isoCode})`, key)),
          ),
        );
      if (found) stateId = found.id;
      else errors.push(`State: ${names.country} has no state called "${names.state}".`);
    } else if (names.state) errors.push('State needs its country.');
    if (names.city && stateId !== null) {
      const [found] = await tx
        .select({ id: city.id })
        .from(city)
        .where(and(eq(city.stateId, stateId), eq(sql`lower(${city.name})`, names.city.toLowerCase())));
      if (found) cityId = found.id;
      else errors.push(`City: ${names.state} has no city called "${names.city}".`);
    } else if (names.city) errors.push('City needs its state.');
    return { countryId, stateId, cityId, errors };
  }
  return async (names: PlaceNames, errors: string[]): Promise<Place> => {
    const key = `${names.country}|${names.state}|${names.city}`.toLowerCase();
    let place = memo.get(key);
    if (!place) {
      place = await resolve(names);
      memo.set(key, place);
    }
    errors.push(...place.errors);
    return { countryId: place.countryId, stateId: place.stateId, cityId: place.cityId };
  };
}

/**
 * A row's address and map position, as the calls that take them read them: the address line and postal code
 * as written, the place names as ids (placeResolver), latitude and longitude as numbers. What is wrong is
 * noted in `errors`.
 */
export async function addressAndPosition(
  place: ReturnType<typeof placeResolver>,
  row: Record<'addressLine' | 'postalCode' | keyof PlaceNames | 'latitude' | 'longitude', string>,
  errors: string[],
) {
  return {
    addressLine: row.addressLine,
    postalCode: row.postalCode,
    ...(await place(row, errors)),
    latitude: optionalNumber(row.latitude, 'Latitude', errors),
    longitude: optionalNumber(row.longitude, 'Longitude', errors),
  };
}
