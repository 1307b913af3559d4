import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataResponse, errorResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../tests/support/render';
import { sessionInfo, tokenResponse } from '../../../tests/support/session-fixtures';
import { getSession } from '../../api/session';
import { createAppRoutes } from '../../app/router';

// The screens are lazy chunks; loading them once up front keeps the first test within findBy's timeout.
beforeAll(async () => {
  await Promise.all([
    import('./SignIn.page'),
    import('../dashboard/Dashboard.page'),
    import('../../app/shell/HomeShell'),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderSignIn(state?: { from: string }) {
  const result = renderRoutes(createAppRoutes(), { route: '/sign-in' });
  if (state) void result.router.navigate('/sign-in', { state, replace: true });
  return result;
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/sign-in', () => {
  it('asks for both fields: "Email is required", "Password is required"', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('says "Enter valid email address" for a malformed email', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'priya@');
    await user.tab();
    expect(screen.getByText('Enter valid email address')).toBeInTheDocument();
  });

  it('shows the server title and message for bad credentials and stores nothing', async () => {
    stubFetch(() =>
      errorResponse(401, { title: 'Sign-in failed', message: 'Email or password is incorrect.' }),
    );
    renderSignIn();
    await fillIn('priya.sharma@example.com', 'wrong-password1');
    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(screen.getByText('Sign-in failed')).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('shows the rate-limit message', async () => {
    stubFetch(() =>
      errorResponse(429, {
        title: 'Sign-in failed',
        message: 'Too many sign-in attempts. Try again in 15 minutes.',
      }),
    );
    renderSignIn();
    await fillIn('priya.sharma@example.com', 'wrong-password1');
    expect(
      await screen.findByText('Too many sign-in attempts. Try again in 15 minutes.'),
    ).toBeInTheDocument();
  });

  it('stores the tokens with their expiry and opens the page the user was going to', async () => {
    const sent = stubFetch((request) =>
      request.url.endsWith('Auth/SignIn')
        ? dataResponse(tokenResponse('signed-in', 900))
        : dataResponse(sessionInfo([])),
    );
    const { router } = renderSignIn({ from: '/dashboard?tab=areas' });
    const before = Date.now();
    await fillIn(' priya.sharma@example.com', 'correct-horse-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.search).toBe('?tab=areas');
    expect(sent[0]!.body).toEqual({ email: 'priya.sharma@example.com', password: 'correct-horse-1' });
    const session = getSession()!;
    expect(session.accessToken).toBe('access-signed-in');
    expect(session.refreshToken).toBe('refresh-signed-in');
    expect(Date.parse(session.expiresAt) - before).toBeGreaterThanOrEqual(899_000);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('links to the forgotten-password flow', async () => {
    const user = userEvent.setup();
    const { router } = renderSignIn();
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forget-password');
  });
});
