import { eq } from 'drizzle-orm';
import type { AddressIds } from '../../src/domain/address';
import type { FieldError } from '../../src/domain/envelope';
import { SERVER_MESSAGES } from '../../src/domain/messages';
import type { Executor } from '../db/client';
import { city, country, industry, state } from '../db/schema/index';
import { badRequest } from './http-errors';

/**
 * Checks an address picked through the country -> state -> city cascade: each id exists, the state lies in
 * the country and the city in the state. A city needs its state; a state needs its country.
 */
export async function assertAddressConsistent(tx: Executor, ids: AddressIds): Promise<void> {
  const errors: FieldError[] = [];
  if (ids.countryId !== null) {
    const [found] = await tx.select({ id: country.id }).from(country).where(eq(country.id, ids.countryId));
    if (!found) errors.push({ field: 'CountryId', message: SERVER_MESSAGES.unknownCountry });
  }
  if (ids.stateId !== null) {
    const [found] = await tx
      .select({ countryId: state.countryId })
      .from(state)
      .where(eq(state.id, ids.stateId));
    if (!found) errors.push({ field: 'StateId', message: SERVER_MESSAGES.unknownState });
    else if (found.countryId !== ids.countryId)
      errors.push({ field: 'StateId', message: SERVER_MESSAGES.stateNotInCountry });
  }
  if (ids.cityId !== null) {
    const [found] = await tx.select({ stateId: city.stateId }).from(city).where(eq(city.id, ids.cityId));
    if (!found) errors.push({ field: 'CityId', message: SERVER_MESSAGES.unknownCity });
    else if (found.stateId !== ids.stateId)
      errors.push({ field: 'CityId', message: SERVER_MESSAGES.cityNotInState });
  }
  if (errors.length) throw badRequest(errors[0]!.message, errors);
}

export async function assertIndustryExists(tx: Executor, industryId: number | null): Promise<void> {
  if (industryId === null) return;
  const [found] = await tx.select({ id: industry.id }).from(industry).where(eq(industry.id, industryId));
  if (!found)
    throw badRequest(SERVER_MESSAGES.unknownIndustry, [
      { field: 'IndustryId', message: SERVER_MESSAGES.unknownIndustry },
    ]);
}

/** An address with its map position, as the calls that write one take it. */
export interface AddressAndPosition extends AddressIds {
  addressLine: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** The address and position columns a write sets (warehouses, work locations), from a body that has them. */
export function addressAndPositionValues(body: AddressAndPosition): AddressAndPosition {
  return {
    addressLine: body.addressLine,
    countryId: body.countryId,
    stateId: body.stateId,
    cityId: body.cityId,
    postalCode: body.postalCode,
    latitude: body.latitude,
    longitude: body.longitude,
  };
}
