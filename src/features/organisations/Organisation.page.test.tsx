import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch, type SentRequest } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import type { Organisation } from '../../domain/organisations';
import { OrganisationPage } from './Organisation.page';

/** Answers chain (record, then places); a busy machine needs longer than the 1 s default. */
const LONG_WAIT = { timeout: 5000 };

const ID = '01890a5d-ac96-7000-8000-000000000001';
const SAVED: Organisation = {
  id: ID,
  name: 'Brahmaputra Utilities',
  industryId: 1,
  industryName: 'Electric utilities',
  email: 'office@brahmaputra.example',
  phone: '+91 361 273 9520',
  website: null,
  addressLine: 'Bijulee Bhawan, Paltan Bazaar',
  countryId: 101,
  countryName: 'India',
  stateId: 1978,
  stateName: 'Assam',
  cityId: 58197,
  cityName: 'Guwahati',
  postalCode: '781001',
  version: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const PLACES: Record<string, unknown> = {
  'Country/GetAll': [
    { id: 101, name: 'India' },
    { id: 19, name: 'Bangladesh' },
  ],
  'States/GetStatesByCountry?countryId=101': [{ id: 1978, name: 'Assam' }],
  'States/GetStatesByCountry?countryId=19': [{ id: 760, name: 'Dhaka Division' }],
  'City/GetCitiesByState?stateId=1978': [{ id: 58197, name: 'Guwahati' }],
  'Industry/GetAll': [{ id: 1, name: 'Electric utilities' }],
};

function stubServer(answerWrite: (request: SentRequest) => Response) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session'))
      return dataResponse(sessionInfo(['organisation.view', 'organisation.update']));
    const path = request.url.replace('/api/organisation/', '');
    if (path in PLACES) return dataResponse(PLACES[path]);
    if (request.method === 'GET') return dataResponse(SAVED);
    return answerWrite(request);
  });
}

/** Renders the page and waits until it can be edited (the session says the user may update). */
async function renderPage() {
  renderWithProviders(
    <Routes>
      <Route path="/organizations/:id" element={<OrganisationPage />} />
    </Routes>,
    { route: `/organizations/${ID}` },
  );
  await screen.findByRole('button', { name: 'Save details' }, LONG_WAIT);
}

async function choose(name: RegExp, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/organizations/:id', { timeout: 15_000 }, () => {
  it('saves a new country through UpdateAddress, with the state and city cleared', async () => {
    const sent = stubServer((request) => dataResponse({ ...SAVED, ...(request.body as object), version: 5 }));
    await renderPage();
    await waitFor(
      () => expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('Guwahati'),
      LONG_WAIT,
    );

    await choose(/^Country/, 'Bangladesh');
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^City/ })).toHaveValue('');
    await choose(/^State/, 'Dhaka Division');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true), LONG_WAIT);
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url).toBe(`/api/organisation/Organisation/UpdateAddress?id=${ID}`);
    expect(put.body).toEqual({
      addressLine: 'Bijulee Bhawan, Paltan Bazaar',
      countryId: 19,
      stateId: 760,
      cityId: null,
      postalCode: '781001',
      version: 4,
    });
  });

  it('bases the address on the version the details save produced', async () => {
    let version = 4;
    const sent = stubServer((request) =>
      dataResponse({ ...SAVED, ...(request.body as object), version: ++version }),
    );
    const user = userEvent.setup();
    await renderPage();
    const phone = await screen.findByRole('textbox', { name: /^Phone/ });
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('The organisation details were saved.', undefined, LONG_WAIT);
    await user.clear(screen.getByRole('textbox', { name: /^Postal code/ }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(
      () => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2),
      LONG_WAIT,
    );
    const [details, address] = sent.filter((request) => request.method === 'PUT');
    expect(details!.body).toMatchObject({ phone: null, version: 4 });
    expect(address!.body).toMatchObject({ postalCode: null, version: 5 });
  });

  it('asks for the address line: "Address line is required"', async () => {
    stubServer(() => dataResponse(SAVED));
    const user = userEvent.setup();
    await renderPage();
    await user.clear(await screen.findByRole('textbox', { name: /^Address line/ }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getAllByText('Address line is required').length).toBeGreaterThan(0);
  });

  it('offers the current version when someone else saved first', async () => {
    const theirs = { ...SAVED, name: 'Brahmaputra Utilities Ltd', version: 5 };
    stubServer(
      () =>
        new Response(
          JSON.stringify({
            title: 'Conflict',
            message: 'Changed.',
            returnMessage: [],
            errors: [],
            data: theirs,
          }),
          {
            status: 409,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    const user = userEvent.setup();
    await renderPage();
    const name = await screen.findByRole('textbox', { name: /^Organisation name/ });
    await user.type(name, ' (HQ)');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await user.click(await screen.findByRole('button', { name: 'Load the current version' }));
    expect(screen.getByRole('textbox', { name: /^Organisation name/ })).toHaveValue(
      'Brahmaputra Utilities Ltd',
    );
  });
});
