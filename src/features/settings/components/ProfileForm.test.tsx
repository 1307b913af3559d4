import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, jsonResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { storeSession } from '../../../../tests/support/session-fixtures';
import type { Profile } from '../../../domain/profile';
import { ProfileForm } from './ProfileForm';

const profile: Profile = {
  id: '01890a5d-ac96-7000-8000-000000000040',
  name: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  phone: null,
  imageUrl: null,
  roleName: 'Viewer',
  vendorId: null,
  vendorName: null,
  version: 5,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('ProfileForm', { timeout: 15_000 }, () => {
  it('says "Name is required" when the name is emptied', async () => {
    const user = userEvent.setup();
    storeSession();
    const sent = stubFetch(() => dataResponse(profile));
    renderWithProviders(<ProfileForm profile={profile} />);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('refuses a picture that is not an image with "File extension not supported!"', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    storeSession();
    stubFetch(() => dataResponse(profile));
    renderWithProviders(<ProfileForm profile={profile} />);
    await user.upload(
      screen.getByLabelText('Picture', { selector: 'input' }),
      new File(['x'], 'me.webp', { type: 'image/webp' }),
    );
    expect(alert).toHaveBeenCalledWith('File extension not supported!');
  });

  it('saves name and phone with the version it was based on', async () => {
    const user = userEvent.setup();
    storeSession();
    const sent = stubFetch(() => dataResponse({ ...profile, name: 'Priya S. Sharma', version: 6 }));
    renderWithProviders(<ProfileForm profile={profile} />);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Priya S. Sharma');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+91 98640 11223');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    expect(sent.find((request) => request.method === 'PUT')!.body).toEqual({
      name: 'Priya S. Sharma',
      phone: '+91 98640 11223',
      imageUrl: null,
      version: 5,
    });
  });

  it('offers the current version after a conflicting save', async () => {
    const user = userEvent.setup();
    storeSession();
    const current = { ...profile, name: 'Priya Sharma-Das', version: 7 };
    stubFetch(() =>
      jsonResponse(409, {
        title: 'Conflict',
        message: 'Changed.',
        returnMessage: [],
        errors: [],
        data: current,
      }),
    );
    renderWithProviders(<ProfileForm profile={profile} />);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await user.click(await screen.findByRole('button', { name: 'Load the current version' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Priya Sharma-Das');
  });
});
