import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderWithProviders } from '../../../../tests/support/render';
import { storeSession } from '../../../../tests/support/session-fixtures';
import { PASSWORDS_DIFFER } from '../../../components/form/password-rules';
import { SERVER_MESSAGES } from '../../../domain/messages';
import { ChangePasswordForm, PASSWORD_LABELS } from './ChangePasswordForm';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(new RegExp(`^${PASSWORD_LABELS.current}`)), current);
  await user.type(screen.getByLabelText(new RegExp(`^${PASSWORD_LABELS.next}`)), next);
  await user.type(screen.getByLabelText(new RegExp(`^${PASSWORD_LABELS.confirm}`)), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', { timeout: 15_000 }, () => {
  it('names each empty field', async () => {
    const user = userEvent.setup();
    storeSession();
    const sent = stubFetch(() => dataResponse({ message: SERVER_MESSAGES.passwordChanged }));
    renderWithProviders(<ChangePasswordForm />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm new password is required')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('says when the new password and its confirmation differ', async () => {
    storeSession();
    stubFetch(() => dataResponse({ message: SERVER_MESSAGES.passwordChanged }));
    renderWithProviders(<ChangePasswordForm />);
    await fill('Old-pass-123', 'New-pass-456', 'New-pass-457');
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
  });

  it('shows a wrong current password on that field', async () => {
    storeSession();
    const sent = stubFetch(() =>
      errorResponse(400, {
        title: 'Validation failed',
        message: SERVER_MESSAGES.wrongCurrentPassword,
        errors: [{ field: 'CurrentPassword', message: SERVER_MESSAGES.wrongCurrentPassword }],
      }),
    );
    renderWithProviders(<ChangePasswordForm />);
    await fill('Not-my-pass-1', 'New-pass-456', 'New-pass-456');
    expect(
      await screen.findByText(SERVER_MESSAGES.wrongCurrentPassword, {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    expect(sent[0]!.method).toBe('PUT');
    expect(sent[0]!.body).toEqual({ currentPassword: 'Not-my-pass-1', newPassword: 'New-pass-456' });
  });

  it('empties the form after a change without calling the fields empty', async () => {
    storeSession();
    stubFetch(() => dataResponse({ message: SERVER_MESSAGES.passwordChanged }));
    renderWithProviders(<ChangePasswordForm />);
    await fill('Old-pass-123', 'New-pass-456', 'New-pass-456');
    await vi.waitFor(() =>
      expect(screen.getByLabelText(new RegExp(`^${PASSWORD_LABELS.current}`))).toHaveValue(''),
    );
    expect(screen.queryByText('Current password is required')).not.toBeInTheDocument();
  });
});
