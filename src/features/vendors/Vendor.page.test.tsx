import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { createTestQueryClient, renderWithProviders } from '../../../tests/support/render';
import { sessionInfo, storeSession } from '../../../tests/support/session-fixtures';
import type { Vendor } from '../../domain/vendors';
import { vendors } from './api/vendors';
import { VendorPage } from './Vendor.page';
import { NO_ADDRESS } from '../../../tests/support/address-fixtures';

const VENDOR_ID = '01890a5d-ac96-7000-8000-0000000000a1';

const saved: Vendor = {
  id: VENDOR_ID,
  name: 'Kamrup Line Contractors',
  code: 'KLC',
  contactPerson: 'Rupam Das',
  email: 'dispatch@kamrup-line.example',
  phone: null,
  ...NO_ADDRESS,
  imageUrl: null,
  isActive: true,
  userCount: 0,
  crewCount: 2,
  workforceCount: 0,
  version: 3,
  updatedAt: '2026-11-20T09:00:00.000Z',
};
/** The same vendor as a change saved elsewhere (another tablet, or this one's outbox) left it. */
const changedElsewhere: Vendor = { ...saved, name: 'Kamrup Line Contractors Pvt Ltd', version: 4 };

function openVendor() {
  storeSession();
  stubFetch((request) => {
    if (request.url.endsWith('Auth/Session'))
      return dataResponse(sessionInfo(['vendor.view', 'vendor.update']));
    if (request.url.includes('Vendor/GetById')) return dataResponse(saved);
    if (request.url.endsWith('Country/GetAll')) return dataResponse([]);
    return dataResponse(null);
  });
  const queryClient = createTestQueryClient();
  renderWithProviders(
    <Routes>
      <Route path="/user-management/vendor/:id" element={<VendorPage />} />
    </Routes>,
    { route: `/user-management/vendor/${VENDOR_ID}`, queryClient },
  );
  return queryClient;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/user-management/vendor/:id', { timeout: 15_000 }, () => {
  it('takes up a newer record that arrives while the form is untouched', async () => {
    const queryClient = openVendor();
    const name = await screen.findByRole('textbox', { name: /^Vendor name/ });
    expect(name).toHaveValue(saved.name);

    queryClient.setQueryData(vendors.detailOptions(VENDOR_ID).queryKey, changedElsewhere);
    await waitFor(() => expect(name).toHaveValue(changedElsewhere.name));
  });

  it('keeps what the user has typed when a newer record arrives', async () => {
    const queryClient = openVendor();
    const contact = await screen.findByRole('textbox', { name: /^Contact person/ });
    await waitFor(() => expect(contact).toBeEnabled());
    const user = userEvent.setup();
    await user.clear(contact);
    await user.paste('Mridul Bora');

    // The cache notifies its observers on the next tick; let that render happen.
    await act(async () => {
      queryClient.setQueryData(vendors.detailOptions(VENDOR_ID).queryKey, changedElsewhere);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(contact).toHaveValue('Mridul Bora');
    expect(screen.getByRole('textbox', { name: /^Vendor name/ })).toHaveValue(saved.name);
  });
});
