import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { storeSession } from '../../../../tests/support/session-fixtures';
import { PASSWORDS_DIFFER } from '../../../components/form/password-rules';
import { ChangeUserPasswordModal } from './ChangeUserPasswordModal';

const USER_ID = '01890a5d-ac96-7000-8000-000000000030';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open(onClose = () => {}) {
  storeSession();
  const sent = stubFetch(() => dataResponse({ message: 'Password changed successfully.' }));
  renderWithProviders(
    <ChangeUserPasswordModal opened onClose={onClose} userId={USER_ID} userName="Ritu Kalita" />,
  );
  return sent;
}

describe('ChangeUserPasswordModal', { timeout: 15_000 }, () => {
  it('needs the new password twice', async () => {
    const user = userEvent.setup();
    const sent = open();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says when the two passwords differ', async () => {
    const user = userEvent.setup();
    open();
    await user.type(screen.getByLabelText(/^New password/), 'Meter-reader-7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Meter-reader-8');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
  });

  it('sets the password and closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const sent = open(onClose);
    await user.type(screen.getByLabelText(/^New password/), 'Meter-reader-7');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Meter-reader-7');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent[0]!.url).toBe('/api/account/User/ChangeUserPassword');
    expect(sent[0]!.body).toEqual({ userId: USER_ID, newPassword: 'Meter-reader-7' });
  });
});
