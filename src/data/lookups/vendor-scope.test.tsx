import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch, type SentRequest } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import { CrewSelect } from '../../components/lookups/CrewSelect';
import { chooseVendor, useVendorCrewSelection } from './vendor-scope';
import { VendorSelect } from '../../components/lookups/VendorSelect';

const ASSAM = '01890a5d-ac96-7000-8000-00000000000a';
const KAMRUP = '01890a5d-ac96-7000-8000-00000000000b';
const CREWS: Record<string, Array<{ id: string; name: string; vendorId: string }>> = {
  [ASSAM]: [{ id: '01890a5d-ac96-7000-8000-0000000000c1', name: 'Chandmari Line Crew', vendorId: ASSAM }],
  [KAMRUP]: [
    { id: '01890a5d-ac96-7000-8000-0000000000c2', name: 'Lokhra Substation Crew', vendorId: KAMRUP },
  ],
};

function stubServer(user: { vendorId?: string } = {}): SentRequest[] {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo([], user));
    if (request.url.endsWith('GetAllVendors')) {
      const vendors = [
        { id: ASSAM, name: 'Assam Line Works' },
        { id: KAMRUP, name: 'Kamrup Line Contractors' },
      ];
      return dataResponse({ vendors, pageTotal: 2 });
    }
    const { vendorId } = request.body as { vendorId?: string };
    const crews = CREWS[vendorId ?? ''] ?? [];
    return dataResponse({ crews, pageTotal: crews.length });
  });
}

function Pair() {
  const selection = useVendorCrewSelection();
  return (
    <>
      <VendorSelect value={selection.vendorId} onChange={selection.setVendorId} />
      <CrewSelect
        vendorId={selection.vendorId ?? undefined}
        value={selection.crewId}
        onChange={selection.setCrewId}
      />
      <output aria-label="Chosen crew">{selection.crewId ?? 'none'}</output>
    </>
  );
}

async function choose(name: string, option: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

describe('chooseVendor', () => {
  it('clears the crew when another vendor is chosen and keeps it for the same vendor', () => {
    const values = { vendorId: ASSAM, crewId: 'crew-1', note: 'kept' };
    expect(chooseVendor(values, KAMRUP)).toEqual({ vendorId: KAMRUP, crewId: null, note: 'kept' });
    expect(chooseVendor(values, null)).toEqual({ vendorId: null, crewId: null, note: 'kept' });
    expect(chooseVendor(values, ASSAM)).toBe(values);
  });
});

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('vendor and crew selectors together', { timeout: 15_000 }, () => {
  it('clear the chosen crew when another vendor is chosen, and offer that vendor’s crews', async () => {
    const sent = stubServer();
    renderWithProviders(<Pair />);
    await choose('Vendor', 'Assam Line Works');
    await choose('Crew', 'Chandmari Line Crew');
    expect(screen.getByRole('status', { name: 'Chosen crew' })).toHaveTextContent(CREWS[ASSAM]![0]!.id);

    await choose('Vendor', 'Kamrup Line Contractors');

    expect(screen.getByRole('status', { name: 'Chosen crew' })).toHaveTextContent('none');
    expect(screen.getByRole('combobox', { name: 'Crew' })).toHaveValue('');
    await choose('Crew', 'Lokhra Substation Crew');
    const crewBodies = sent
      .filter((request) => request.url.endsWith('GetAllCrews'))
      .map((request) => request.body);
    expect(crewBodies).toContainEqual({ page: 1, pageSize: 100, vendorId: KAMRUP });
  });

  it('does not search for the chosen vendor’s name when the list is opened again', async () => {
    const sent = stubServer();
    renderWithProviders(<Pair />);
    await choose('Vendor', 'Assam Line Works');
    await new Promise((resolve) => setTimeout(resolve, 400));
    const vendorBodies = sent
      .filter((request) => request.url.endsWith('GetAllVendors'))
      .map((request) => request.body);
    expect(vendorBodies.every((body) => !(body as { searchTerm?: string }).searchTerm)).toBe(true);
  });

  it('fix a vendor user to their own vendor and hide the vendor selector', async () => {
    const sent = stubServer({ vendorId: KAMRUP });
    renderWithProviders(<Pair />);
    await choose('Crew', 'Lokhra Substation Crew');
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        sent.some((request) => (request.body as { vendorId?: string } | undefined)?.vendorId === KAMRUP),
      ).toBe(true),
    );
    expect(sent.some((request) => request.url.endsWith('GetAllVendors'))).toBe(false);
  });
});
