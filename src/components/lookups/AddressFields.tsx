import { Loader, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { SelectField } from '../form/ChoiceFields';
import { TextField } from '../form/TextFields';
import { pickAddress, withCity, withCountry, withState, type AddressValue } from './address-cascade';
import { useCities, useCountries, useStates, type Place } from '../../data/lookups/reference-data';
import { optionsMessage } from '../../offline/not-on-device';

export type AddressErrors = Partial<Record<keyof AddressValue, ReactNode>>;

export interface AddressFieldsProps {
  value: AddressValue;
  /** Receives the whole address, with the cascade rules already applied. */
  onChange: (next: AddressValue) => void;
  /** Errors by field key; the keys match the API's address fields, so server field errors land here. */
  errors?: AddressErrors;
  /** The address line and the country must be given (the state, city and postal code stay optional). */
  required?: boolean;
  disabled?: boolean;
}

/** Cities of a large state run into thousands: the list shows this many, the search finds the rest. */
const PLACE_OPTION_LIMIT = 200;
const POSTAL_CODE_MAX = 12;

function toData(places: Place[] | undefined) {
  return (places ?? []).map((place) => ({ value: String(place.id), label: place.name }));
}

function toId(value: string | null): number | null {
  return value ? Number(value) : null;
}

function loading(isLoading: boolean) {
  return isLoading ? <Loader size="xs" aria-label="Loading" /> : undefined;
}

/**
 * Address line, country -> state -> city and postal code. The state list follows the chosen country and the
 * city list the chosen state; another country clears state and city, another state clears the city.
 * Reused by every screen with an address (organisations, vendors, warehouses, work locations).
 */
export function AddressFields({
  value,
  onChange,
  errors = {},
  required = false,
  disabled,
}: AddressFieldsProps) {
  const countries = useCountries();
  const states = useStates(value.countryId);
  const cities = useCities(value.stateId);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextField
        label="Address line"
        required={required}
        disabled={disabled}
        value={value.addressLine}
        error={errors.addressLine}
        onChange={(event) => onChange({ ...value, addressLine: event.currentTarget.value })}
      />
      <SelectField
        label="Country"
        required={required}
        disabled={disabled}
        searchable
        clearable={!required}
        limit={PLACE_OPTION_LIMIT}
        nothingFoundMessage={optionsMessage(countries, 'No country found')}
        placeholder="Choose a country"
        data={toData(countries.data)}
        value={value.countryId === null ? null : String(value.countryId)}
        error={errors.countryId}
        rightSection={loading(countries.isLoading)}
        onChange={(next) => onChange(withCountry(value, toId(next)))}
      />
      <SelectField
        label="State"
        disabled={disabled || value.countryId === null}
        searchable
        clearable
        limit={PLACE_OPTION_LIMIT}
        nothingFoundMessage={optionsMessage(states, 'No state found')}
        placeholder={value.countryId === null ? 'Choose a country first' : 'Choose a state'}
        data={toData(states.data)}
        value={value.stateId === null ? null : String(value.stateId)}
        error={errors.stateId}
        rightSection={loading(states.isLoading)}
        onChange={(next) => onChange(withState(value, toId(next)))}
      />
      <SelectField
        label="City"
        disabled={disabled || value.stateId === null}
        searchable
        clearable
        limit={PLACE_OPTION_LIMIT}
        nothingFoundMessage={optionsMessage(cities, 'No city found')}
        placeholder={value.stateId === null ? 'Choose a state first' : 'Choose or type a city'}
        data={toData(cities.data)}
        value={value.cityId === null ? null : String(value.cityId)}
        error={errors.cityId}
        rightSection={loading(cities.isLoading)}
        onChange={(next) => onChange(withCity(value, toId(next)))}
      />
      <TextField
        label="Postal code"
        disabled={disabled}
        maxLength={POSTAL_CODE_MAX}
        value={value.postalCode}
        error={errors.postalCode}
        onChange={(event) => onChange({ ...value, postalCode: event.currentTarget.value })}
      />
    </SimpleGrid>
  );
}

/** The part of a record's form that holds an address in its flat values. */
interface AddressForm {
  getValues: () => AddressValue;
  setValues: (address: AddressValue) => void;
  errors: AddressErrors;
}

/** AddressFields on a record's form: its values, its errors, and changes written back to it. */
export function FormAddressFields({
  form,
  ...props
}: { form: AddressForm } & Pick<AddressFieldsProps, 'required' | 'disabled'>) {
  return (
    <AddressFields
      value={pickAddress(form.getValues())}
      onChange={(address) => form.setValues(address)}
      errors={form.errors}
      {...props}
    />
  );
}
