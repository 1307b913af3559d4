import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { EMPTY_ADDRESS, type AddressValue } from './address-cascade';
import { AddressFields } from './AddressFields';

/** Answers chain (record, then places); a busy machine needs longer than the 1 s default. */
const LONG_WAIT = { timeout: 5000 };

const PLACES: Record<string, Array<{ id: number; name: string }>> = {
  'Country/GetAll': [
    { id: 101, name: 'India' },
    { id: 19, name: 'Bangladesh' },
  ],
  'States/GetStatesByCountry?countryId=101': [
    { id: 1978, name: 'Assam' },
    { id: 1979, name: 'Meghalaya' },
  ],
  'States/GetStatesByCountry?countryId=19': [{ id: 760, name: 'Dhaka Division' }],
  'City/GetCitiesByState?stateId=1978': [
    { id: 58197, name: 'Guwahati' },
    { id: 58198, name: 'Jorhat' },
  ],
  'City/GetCitiesByState?stateId=1979': [{ id: 58300, name: 'Shillong' }],
};

function stubPlaces() {
  return stubFetch((request) => {
    const path = request.url.replace('/api/organisation/', '');
    return dataResponse(PLACES[path] ?? []);
  });
}

const changes = vi.fn<(next: AddressValue) => void>();

/** The address the fields last reported. */
function latest(): AddressValue {
  return changes.mock.calls.at(-1)?.[0] ?? EMPTY_ADDRESS;
}

function Harness({ initial = EMPTY_ADDRESS, required }: { initial?: AddressValue; required?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <AddressFields
      value={value}
      onChange={(next) => {
        setValue(next);
        changes(next);
      }}
      required={required}
    />
  );
}

async function choose(label: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  changes.mockReset();
});

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('AddressFields', { timeout: 15_000 }, () => {
  it('offers states only after a country, and cities only after a state', async () => {
    stubPlaces();
    renderWithProviders(<Harness />);
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^City/ })).toBeDisabled();

    await choose(/^Country/, 'India');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toBeEnabled(), LONG_WAIT);
    expect(screen.getByRole('combobox', { name: /^City/ })).toBeDisabled();
    await choose(/^State/, 'Assam');
    await choose(/^City/, 'Guwahati');

    expect(latest()).toMatchObject({ countryId: 101, stateId: 1978, cityId: 58197 });
  });

  it('clears the state and the city when the country changes', async () => {
    stubPlaces();
    renderWithProviders(
      <Harness initial={{ ...EMPTY_ADDRESS, countryId: 101, stateId: 1978, cityId: 58197 }} />,
    );
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Guwahati'),
      LONG_WAIT,
    );

    await choose(/^Country/, 'Bangladesh');

    expect(latest()).toMatchObject({ countryId: 19, stateId: null, cityId: null });
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^City/ })).toBeDisabled();
    await choose(/^State/, 'Dhaka Division');
    expect(latest()).toMatchObject({ countryId: 19, stateId: 760, cityId: null });
  });

  it('clears the city when the state changes', async () => {
    stubPlaces();
    renderWithProviders(
      <Harness initial={{ ...EMPTY_ADDRESS, countryId: 101, stateId: 1978, cityId: 58197 }} />,
    );
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Guwahati'),
      LONG_WAIT,
    );

    await choose(/^State/, 'Meghalaya');

    expect(latest()).toMatchObject({ countryId: 101, stateId: 1979, cityId: null });
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('');
    await choose(/^City/, 'Shillong');
    expect(latest().cityId).toBe(58300);
  });

  it('asks for the required parts after they are left empty', async () => {
    stubPlaces();
    const user = userEvent.setup();
    renderWithProviders(<Harness required />);
    await user.click(screen.getByRole('textbox', { name: /^Address line/ }));
    await user.tab();
    expect(screen.getByText('Address line is required')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Country/ }));
    await user.tab();
    expect(await screen.findByText('Country is required')).toBeInTheDocument();
  });
});
