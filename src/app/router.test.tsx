import { screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch, type SentRequest } from '../../tests/support/fetch-stub';
import { renderRoutes } from '../../tests/support/render';
import { sessionInfo, storeSession } from '../../tests/support/session-fixtures';
import { getSession } from '../api/session';
import type { PermissionKey } from '../domain/permissions';
import type { SessionInfo } from '../domain/auth';
import { QueryClient } from '@tanstack/react-query';
import { screen, type AppRoute } from '../navigation/route-types';
import { createAppRoutes, prefetchStartScreenData } from './router';
import { APP_ROUTES } from './routes';

function AssetsPage() {
  return <p>Asset list</p>;
}

const dashboard = APP_ROUTES.find((route) => route.path === '/dashboard')!;
const routes: AppRoute[] = [
  dashboard,
  {
    path: '/asset',
    title: 'Assets',
    section: 'assets',
    permission: 'asset.view',
    nav: true,
    screen: screen(async () => ({ AssetsPage }), 'AssetsPage'),
  },
];

function serveSession(permissions: PermissionKey[]): SentRequest[] {
  return stubFetch((request) =>
    dataResponse(
      request.url.endsWith('Auth/SignOut') ? { message: 'Signed out.' } : sessionInfo(permissions),
    ),
  );
}

// The screens are lazy chunks; loading them once up front keeps the first test within findBy's timeout.
beforeAll(async () => {
  await Promise.all([
    import('../features/auth/SignIn.page'),
    import('../features/dashboard/Dashboard.page'),
    import('./shell/HomeShell'),
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the start screen's data", () => {
  function prefetchedRoute(permission: PermissionKey) {
    const asked: Array<{ search: string; user: string }> = [];
    const route: AppRoute = {
      path: '/asset',
      title: 'Assets',
      section: 'assets',
      permission,
      nav: true,
      screen: screen(
        async () => ({
          AssetsPage,
          prefetchScreenData: async (_client: QueryClient, search: URLSearchParams, session: SessionInfo) => {
            asked.push({ search: search.toString(), user: session.user.email });
          },
        }),
        'AssetsPage',
      ),
    };
    return { route, asked };
  }

  it("is asked for with the address's search once the session allows the screen", async () => {
    storeSession();
    const sent = serveSession(['asset.view']);
    const { route, asked } = prefetchedRoute('asset.view');
    await prefetchStartScreenData(new QueryClient(), { pathname: '/asset', search: '?page=2' }, [route]);
    expect(asked).toEqual([{ search: 'page=2', user: sessionInfo(['asset.view']).user.email }]);
    expect(sent.map((request) => request.url)).toEqual(['/api/account/Auth/Session']);
  });

  it('is not asked for when the session may not open the screen, nor for an address with no screen', async () => {
    storeSession();
    serveSession([]);
    const { route, asked } = prefetchedRoute('asset.view');
    await prefetchStartScreenData(new QueryClient(), { pathname: '/asset', search: '' }, [route]);
    await prefetchStartScreenData(new QueryClient(), { pathname: '/nowhere', search: '' }, [route]);
    expect(asked).toEqual([]);
  });
});

describe('routing', () => {
  it('sends a signed-out user to /sign-in, remembering where they were going', async () => {
    const { router } = renderRoutes(createAppRoutes(routes), { route: '/asset?page=2' });

    expect(await view.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.state).toEqual({ from: '/asset?page=2' });
  });

  it('shows a granted route and lists it in the navigation', async () => {
    storeSession();
    serveSession(['asset.view']);
    renderRoutes(createAppRoutes(routes), { route: '/asset' });

    expect(await view.findByText('Asset list')).toBeInTheDocument();
    const nav = view.getByRole('navigation', { name: 'Areas' });
    expect(within(nav).getByRole('link', { name: 'Assets' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "no access" for a direct link to a route the user lacks, and hides it from the navigation', async () => {
    storeSession();
    serveSession([]);
    renderRoutes(createAppRoutes(routes), { route: '/asset' });

    expect(
      await view.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(view.queryByText('Asset list')).not.toBeInTheDocument();
    const nav = view.getByRole('navigation', { name: 'Areas' });
    expect(within(nav).queryByRole('link', { name: 'Assets' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('answers an unknown address with "Page not found"', async () => {
    storeSession();
    serveSession([]);
    renderRoutes(createAppRoutes(routes), { route: '/no-such-page' });

    expect(await view.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('signs out from the user menu: SignOut is called, storage cleared, back to /sign-in', async () => {
    const user = userEvent.setup();
    storeSession('first');
    const sent = serveSession([]);
    const { router } = renderRoutes(createAppRoutes(routes), { route: '/dashboard' });

    await user.click(await view.findByRole('button', { name: /Account menu/ }));
    await user.click(await view.findByRole('menuitem', { name: 'Sign out' }));

    expect(await view.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    const signOut = sent.find((request) => request.url.endsWith('Auth/SignOut'));
    expect(signOut?.body).toEqual({ refreshToken: 'refresh-first' });
    expect(getSession()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });
});
