import type { AddressIds } from '../../domain/address';
import { requiredRule } from '../form/rules';
import { postalCodeRule, textOrNull } from './contact-rules';

/** An address as a form holds it: text fields are strings ('' when empty), places are reference ids. */
export interface AddressValue extends AddressIds {
  addressLine: string;
  postalCode: string;
}

export const EMPTY_ADDRESS: AddressValue = {
  addressLine: '',
  countryId: null,
  stateId: null,
  cityId: null,
  postalCode: '',
};

/**
 * The cascade rules: a state belongs to one country and a city to one state, so choosing another country
 * clears the state and the city, and choosing another state clears the city. Choosing the same one again
 * changes nothing.
 */
export function withCountry<T extends AddressIds>(address: T, countryId: number | null): T {
  if (address.countryId === countryId) return address;
  return { ...address, countryId, stateId: null, cityId: null };
}

export function withState<T extends AddressIds>(address: T, stateId: number | null): T {
  if (address.stateId === stateId) return address;
  return { ...address, stateId, cityId: null };
}

export function withCity<T extends AddressIds>(address: T, cityId: number | null): T {
  if (address.cityId === cityId) return address;
  return { ...address, cityId };
}

interface AddressRecord extends AddressIds {
  addressLine: string | null;
  postalCode: string | null;
}

/** The form value of a saved record's address. */
export function addressOf(record: AddressRecord): AddressValue {
  return {
    addressLine: record.addressLine ?? '',
    countryId: record.countryId,
    stateId: record.stateId,
    cityId: record.cityId,
    postalCode: record.postalCode ?? '',
  };
}

/** Only the address keys of a larger form value, for <AddressFields value=...>. */
export function pickAddress(values: AddressValue): AddressValue {
  const { addressLine, countryId, stateId, cityId, postalCode } = values;
  return { addressLine, countryId, stateId, cityId, postalCode };
}

/** True when nothing of the address was filled in. */
export function isAddressEmpty(address: AddressValue): boolean {
  return (
    address.addressLine.trim() === '' &&
    address.countryId === null &&
    address.stateId === null &&
    address.cityId === null &&
    address.postalCode.trim() === ''
  );
}

/** An optional address as the API takes it, from the form's values: an untouched one is sent as nothing. */
export function optionalAddressPayload(values: AddressValue) {
  const address = pickAddress(values);
  const empty = isAddressEmpty(address);
  return {
    addressLine: empty ? null : textOrNull(address.addressLine),
    countryId: address.countryId,
    stateId: address.stateId,
    cityId: address.cityId,
    postalCode: textOrNull(address.postalCode),
  };
}

/** "Guwahati, Assam, India": the places of a saved address for a list cell; '' when none is set. */
export function placeText(record: {
  cityName: string | null;
  stateName: string | null;
  countryName: string | null;
}): string {
  return [record.cityName, record.stateName, record.countryName].filter(Boolean).join(', ');
}

/**
 * @mantine/form rules for a required address kept flat in the form values: "Address line is required" and
 * "Country is required". An optional address (a vendor's) is checked with `when` returning false while empty.
 */
export function addressRules(when: (values: AddressValue) => boolean = () => true) {
  const line = requiredRule('Address line');
  const country = requiredRule('Country');
  return {
    addressLine: (value: unknown, values: AddressValue) => (when(values) ? line(value) : null),
    countryId: (value: unknown, values: AddressValue) => (when(values) ? country(value) : null),
  };
}

/**
 * The rules of an optional address: nothing is asked while it is empty; once any part is filled in, its line
 * and country are needed. The postal code is checked whenever it is given.
 */
export const optionalAddressRules = {
  ...addressRules((values) => !isAddressEmpty(pickAddress(values))),
  postalCode: postalCodeRule,
};
