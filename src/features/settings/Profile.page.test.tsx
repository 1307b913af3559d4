import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { createTestQueryClient, renderWithProviders } from '../../../tests/support/render';
import { storeSession } from '../../../tests/support/session-fixtures';
import type { Profile } from '../../domain/profile';
import { profileQueryOptions } from './api/settings';
import { ProfilePage } from './Profile.page';

const saved: Profile = {
  id: '01890a5d-ac96-7000-8000-000000000041',
  name: 'Bhaskar Jyoti Thakuria',
  email: 'bhaskar@example.com',
  phone: null,
  imageUrl: null,
  roleName: 'Viewer',
  vendorId: null,
  vendorName: null,
  version: 3,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/settings/profile', () => {
  it('shows the server’s newer record once it arrives, not the older copy the cache started with', async () => {
    storeSession();
    stubFetch(() => dataResponse(saved));
    const queryClient = createTestQueryClient();
    // The copy restored at start-up, saved before the last change reached it, and marked old.
    queryClient.setQueryData(profileQueryOptions().queryKey, { ...saved, name: 'E2E User 3', version: 2 });
    await queryClient.invalidateQueries({ refetchType: 'none' });

    renderWithProviders(<ProfilePage />, { queryClient });
    expect(await screen.findByDisplayValue('Bhaskar Jyoti Thakuria')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bhaskar Jyoti Thakuria');
  });
});
