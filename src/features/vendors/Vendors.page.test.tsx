import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../tests/support/render';
import { sessionInfo } from '../../../tests/support/session-fixtures';
import type { PermissionKey } from '../../domain/permissions';
import { VendorsPage } from './Vendors.page';

const KLC = '01890a5d-ac96-7000-8000-00000000000b';
const VENDOR = {
  id: KLC,
  name: 'Kamrup Line Contractors',
  code: 'KLC',
  contactPerson: 'Manoj Kalita',
  email: 'ops@kamrup-lines.example',
  phone: '+91 361 273 8820',
  addressLine: 'Lokhra Road',
  countryId: 101,
  countryName: 'India',
  stateId: 1978,
  stateName: 'Assam',
  cityId: 58197,
  cityName: 'Guwahati',
  postalCode: '781040',
  imageUrl: null,
  isActive: true,
  userCount: 1,
  crewCount: 2,
  workforceCount: 8,
  version: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const ALL: PermissionKey[] = ['vendor.view', 'vendor.create', 'vendor.update', 'vendor.delete'];

function stubServer(user: { vendorId?: string } = {}, permissions: PermissionKey[] = ALL) {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(permissions, user));
    if (request.method === 'DELETE') {
      return errorResponse(409, {
        title: 'Still in use',
        message:
          'The vendor "Kamrup Line Contractors" is still used by 2 crews. Reassign or delete them first.',
      });
    }
    return dataResponse({ vendors: [VENDOR], pageTotal: 1 });
  });
}

afterEach(() => vi.unstubAllGlobals());

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/user-management/vendor', { timeout: 15_000 }, () => {
  it('lists vendors with their contact, place and people', async () => {
    stubServer();
    renderWithProviders(<VendorsPage />);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Kamrup Line Contractors')).toBeInTheDocument();
    expect(within(row).getByText('Guwahati, Assam, India')).toBeInTheDocument();
    expect(within(row).getByText('2 crews · 8 mobile users')).toBeInTheDocument();
    expect(screen.getByText('1 - 1 items of 1')).toBeInTheDocument();
  });

  it('asks before deleting and shows why the server refused', async () => {
    stubServer();
    const user = userEvent.setup();
    renderWithProviders(<VendorsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Kamrup Line Contractors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Do you Want to delete these items?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'The vendor "Kamrup Line Contractors" is still used by 2 crews. Reassign or delete them first.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Vendors' })).getByText('Kamrup Line Contractors'),
    ).toBeInTheDocument();
  });

  it('offers Import and the import history only to users holding their keys', async () => {
    stubServer({}, [...ALL, 'vendor.import', 'importExport.view']);
    const user = userEvent.setup();
    renderWithProviders(<VendorsPage />);
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    expect(screen.getByRole('dialog', { name: 'Import vendors' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/import-export-history/5/1',
    );
  });

  it('shows no Import, Export or History without their keys', async () => {
    stubServer();
    renderWithProviders(<VendorsPage />);
    expect(await screen.findByRole('link', { name: 'New vendor' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });

  it('offers a vendor user neither a new vendor nor a delete', async () => {
    stubServer({ vendorId: KLC });
    renderWithProviders(<VendorsPage />);
    await screen.findByRole('table', { name: 'Vendors' });
    expect(screen.queryByRole('link', { name: 'New vendor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});
