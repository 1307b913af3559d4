import { z } from 'zod';
import { optionalPostalCode, optionalReferenceId, optionalTextOrNull } from './fields';
import { requiredText } from './validation';

/**
 * An address picked through the country -> state -> city cascade. The server checks that the state lies in
 * the country and the city in the state; a city needs its state.
 */
export const addressShape = {
  addressLine: requiredText(),
  countryId: z.number().int().positive('must be chosen from the list'),
  stateId: optionalReferenceId(),
  cityId: optionalReferenceId(),
  postalCode: optionalPostalCode(),
};

/** The same fields, all optional: records (vendors) whose address may be left empty. */
export const optionalAddressShape = {
  addressLine: optionalTextOrNull(),
  countryId: optionalReferenceId(),
  stateId: optionalReferenceId(),
  cityId: optionalReferenceId(),
  postalCode: optionalPostalCode(),
};

export const addressViewShape = {
  addressLine: z.string().nullable(),
  countryId: z.number().int().nullable(),
  countryName: z.string().nullable(),
  stateId: z.number().int().nullable(),
  stateName: z.string().nullable(),
  cityId: z.number().int().nullable(),
  cityName: z.string().nullable(),
  postalCode: z.string().nullable(),
};

export interface AddressIds {
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
}
