import { describe, expect, it } from 'vitest';
import {
  addressOf,
  addressRules,
  EMPTY_ADDRESS,
  isAddressEmpty,
  placeText,
  withCity,
  withCountry,
  withState,
  type AddressValue,
} from './address-cascade';

const GUWAHATI: AddressValue = {
  addressLine: 'Bijulee Bhawan, Paltan Bazaar',
  countryId: 101,
  stateId: 1978,
  cityId: 58197,
  postalCode: '781001',
};

describe('address cascade', () => {
  it('clears the state and the city when another country is chosen', () => {
    expect(withCountry(GUWAHATI, 13)).toEqual({ ...GUWAHATI, countryId: 13, stateId: null, cityId: null });
    expect(withCountry(GUWAHATI, null)).toEqual({
      ...GUWAHATI,
      countryId: null,
      stateId: null,
      cityId: null,
    });
  });

  it('clears only the city when another state is chosen', () => {
    expect(withState(GUWAHATI, 1979)).toEqual({ ...GUWAHATI, stateId: 1979, cityId: null });
  });

  it('keeps everything when the same country or state is chosen again', () => {
    expect(withCountry(GUWAHATI, 101)).toBe(GUWAHATI);
    expect(withState(GUWAHATI, 1978)).toBe(GUWAHATI);
  });

  it('changes only the city when a city is chosen', () => {
    expect(withCity(GUWAHATI, 58198)).toEqual({ ...GUWAHATI, cityId: 58198 });
  });

  it('keeps the other fields of a larger form value', () => {
    const vendor = { ...GUWAHATI, name: 'Kamrup Line Contractors' };
    expect(withCountry(vendor, 13).name).toBe('Kamrup Line Contractors');
  });
});

describe('address values', () => {
  it('reads a saved record, with empty text for missing values', () => {
    expect(
      addressOf({ addressLine: null, countryId: 101, stateId: null, cityId: null, postalCode: null }),
    ).toEqual({ ...EMPTY_ADDRESS, countryId: 101 });
  });

  it('knows an untouched address', () => {
    expect(isAddressEmpty(EMPTY_ADDRESS)).toBe(true);
    expect(isAddressEmpty({ ...EMPTY_ADDRESS, postalCode: '781001' })).toBe(false);
  });

  it('names the places for a list', () => {
    expect(placeText({ cityName: 'Guwahati', stateName: 'Assam', countryName: 'India' })).toBe(
      'Guwahati, Assam, India',
    );
    expect(placeText({ cityName: null, stateName: null, countryName: 'India' })).toBe('India');
  });

  it('asks for the address line and the country with the exact messages', () => {
    const rules = addressRules();
    expect(rules.addressLine('', EMPTY_ADDRESS)).toBe('Address line is required');
    expect(rules.countryId(null, EMPTY_ADDRESS)).toBe('Country is required');
    const onlyWhenStarted = addressRules((values) => !isAddressEmpty(values));
    expect(onlyWhenStarted.countryId(null, EMPTY_ADDRESS)).toBeNull();
    expect(onlyWhenStarted.countryId(null, { ...EMPTY_ADDRESS, addressLine: 'Ward 4' })).toBe(
      'Country is required',
    );
  });
});
