import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch, type SentRequest } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import { hasMoreOptions, LOOKUP_DEBOUNCE_MS } from '../../data/lookups/lookup-paging';
import { VendorSelect } from './VendorSelect';

const OWN_VENDOR = '01890a5d-ac96-7000-8000-0000000000aa';

function vendorId(index: number): string {
  return `01890a5d-ac96-7000-8000-${String(index).padStart(12, '0')}`;
}

function vendors(from: number, count: number) {
  return Array.from({ length: count }, (_, offset) => ({
    id: vendorId(from + offset),
    name: `Vendor ${String(from + offset).padStart(3, '0')}`,
  }));
}

interface Timed extends SentRequest {
  at: number;
}

/** Answers the session and the vendor lookup; `lookup` gets the request body. */
function stubServer(lookup: (body: Record<string, unknown>) => Response, user: { vendorId?: string } = {}) {
  const timed: Timed[] = [];
  stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo([], user));
    timed.push({ ...request, at: Date.now() });
    return lookup(request.body as Record<string, unknown>);
  });
  return timed;
}

function Harness() {
  const [value, setValue] = useState<string | null>(null);
  return <VendorSelect value={value} onChange={setValue} />;
}

async function openDropdown() {
  const user = userEvent.setup();
  const box = await screen.findByRole('combobox', { name: 'Vendor' });
  await user.click(box);
  return { user, box };
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('VendorSelect', { timeout: 15_000 }, () => {
  it('asks VendorAccessGroup/GetAllVendors for 100 vendors at a time', async () => {
    const sent = stubServer(() => dataResponse({ vendors: vendors(1, 3), pageTotal: 3 }));
    renderWithProviders(<Harness />);
    await openDropdown();
    expect(await screen.findByRole('option', { name: 'Vendor 002' })).toBeInTheDocument();
    expect(sent[0]!.url).toBe('/api/account/VendorAccessGroup/GetAllVendors');
    expect(sent[0]!.body).toEqual({ page: 1, pageSize: 100 });
  });

  it('searches 300 ms after the last keystroke, never for the partial words', async () => {
    const sent = stubServer((body) =>
      dataResponse(
        body.searchTerm === 'Kam'
          ? { vendors: [{ id: vendorId(7), name: 'Kamrup Line Contractors' }], pageTotal: 1 }
          : { vendors: vendors(1, 3), pageTotal: 3 },
      ),
    );
    renderWithProviders(<Harness />);
    const { user, box } = await openDropdown();
    await waitFor(() => expect(sent).toHaveLength(1));

    await user.type(box, 'Kam');
    const typedAt = Date.now();
    expect(await screen.findByRole('option', { name: 'Kamrup Line Contractors' })).toBeInTheDocument();

    const terms = sent.map((request) => (request.body as { searchTerm?: string }).searchTerm);
    expect(terms).toEqual([undefined, 'Kam']);
    // Timer resolution allows the timeout to fire a millisecond early.
    expect(sent[1]!.at - typedAt).toBeGreaterThanOrEqual(LOOKUP_DEBOUNCE_MS - 5);
  });

  it('loads the next page on reaching the end of a list of more than 9 vendors', async () => {
    const sent = stubServer((body) =>
      dataResponse(
        body.page === 1
          ? { vendors: vendors(1, 100), pageTotal: 130 }
          : { vendors: vendors(101, 30), pageTotal: 130 },
      ),
    );
    renderWithProviders(<Harness />);
    await openDropdown();
    await screen.findByRole('option', { name: 'Vendor 100' });

    fireEvent.scroll(document.querySelector('.mantine-ScrollArea-viewport')!);

    expect(await screen.findByRole('option', { name: 'Vendor 130' })).toBeInTheDocument();
    expect(sent.map((request) => (request.body as { page: number }).page)).toEqual([1, 2]);
  });

  it('asks for no more pages after a list of 9 vendors or fewer', async () => {
    const sent = stubServer(() => dataResponse({ vendors: vendors(1, 9), pageTotal: 9 }));
    renderWithProviders(<Harness />);
    await openDropdown();
    await screen.findByRole('option', { name: 'Vendor 009' });

    fireEvent.scroll(document.querySelector('.mantine-ScrollArea-viewport')!);
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(sent).toHaveLength(1);
  });

  it('toasts the response title and message when the vendors cannot be fetched', async () => {
    stubServer(() =>
      errorResponse(403, { title: 'Forbidden', message: 'You do not have permission to do this.' }),
    );
    renderWithProviders(<Harness />);
    expect(await screen.findByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.getByText('Forbidden')).toBeInTheDocument();
  });

  it('says "Error while fetching vendors" when the response says nothing', async () => {
    stubServer(() => errorResponse(403, {}));
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Error while fetching vendors')).toBeInTheDocument();
  });

  it('is not shown to a vendor user, whose vendor is fixed', async () => {
    const sent = stubServer(() => dataResponse({ vendors: [], pageTotal: 0 }), { vendorId: OWN_VENDOR });
    renderWithProviders(
      <>
        <p>Form</p>
        <Harness />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('combobox', { name: 'Vendor' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

describe('hasMoreOptions', () => {
  it('offers more only after a page of more than 9 options with some left', () => {
    expect(hasMoreOptions(9, 9, 40)).toBe(false);
    expect(hasMoreOptions(10, 10, 40)).toBe(true);
    expect(hasMoreOptions(100, 100, 100)).toBe(false);
    expect(hasMoreOptions(100, 200, 250)).toBe(true);
  });
});
