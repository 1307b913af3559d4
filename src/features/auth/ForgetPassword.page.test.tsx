import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch, type SentRequest } from '../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../tests/support/render';
import { SERVER_MESSAGES } from '../../domain/messages';
import { createAppRoutes } from '../../app/router';
import { OTP_INCOMPLETE } from './components/OtpStep';
import { PASSWORDS_DIFFER } from './components/NewPasswordStep';

const EMAIL = 'priya.sharma@example.com';

beforeAll(async () => {
  await Promise.all([import('./ForgetPassword.page'), import('./SignIn.page')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function serveResetFlow(otpAccepted = true): SentRequest[] {
  return stubFetch((request) => {
    if (request.url.endsWith('Auth/ForgetPassword'))
      return dataResponse({ message: SERVER_MESSAGES.otpSent });
    if (request.url.endsWith('Auth/VerifyOtp')) {
      return otpAccepted
        ? dataResponse({ resetToken: 'reset-token-1' })
        : errorResponse(400, { title: 'Verification failed', message: SERVER_MESSAGES.otpInvalid });
    }
    return dataResponse({ message: SERVER_MESSAGES.passwordChanged });
  });
}

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), EMAIL);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.keyboard(code);
  await user.click(screen.getByRole('button', { name: 'Verify code' }));
}

describe('/forget-password', () => {
  it('goes email -> one-time password -> new password, then back to sign-in', async () => {
    const user = userEvent.setup();
    const sent = serveResetFlow();
    const { router } = renderRoutes(createAppRoutes(), { route: '/forget-password' });

    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    await requestCode(user);
    // The toasts' code loads with the first toast, so it shows a moment after the step changes.
    expect(await screen.findByText(SERVER_MESSAGES.otpSent)).toBeInTheDocument();

    await enterCode(user, '123456');
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^New password/), 'Meter2024');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Meter2024');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByText(SERVER_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(sent.map((request) => [request.url, request.body])).toEqual([
      ['/api/account/Auth/ForgetPassword', { email: EMAIL }],
      ['/api/account/Auth/VerifyOtp', { email: EMAIL, otp: '123456' }],
      [
        '/api/account/Auth/ResetPassword',
        { email: EMAIL, resetToken: 'reset-token-1', newPassword: 'Meter2024' },
      ],
    ]);
  });

  it('wants all six digits, and shows the server message for a wrong code', async () => {
    const user = userEvent.setup();
    serveResetFlow(false);
    renderRoutes(createAppRoutes(), { route: '/forget-password' });
    await requestCode(user);

    await enterCode(user, '123');
    expect(screen.getByText(OTP_INCOMPLETE)).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Digit 4 of 6' }));
    await user.keyboard('456');
    expect(screen.queryByText(OTP_INCOMPLETE)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText(SERVER_MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('checks the new password before sending it', async () => {
    const user = userEvent.setup();
    const sent = serveResetFlow();
    renderRoutes(createAppRoutes(), { route: '/forget-password' });
    await requestCode(user);
    await enterCode(user, '654321');
    await screen.findByText('Step 3 of 3');

    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(screen.getAllByText(SERVER_MESSAGES.weakPassword).length).toBeGreaterThan(1);
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(sent.some((request) => request.url.endsWith('Auth/ResetPassword'))).toBe(false);
  });
});
