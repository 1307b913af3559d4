import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../tests/support/render';
import { sessionInfo, storeSession } from '../../../tests/support/session-fixtures';
import { screen as lazyScreen, type AppRoute } from '../../navigation/route-types';
import { createAppRoutes } from '../../app/router';
import { APP_ROUTES } from '../../app/routes';
import type { PermissionKey } from '../../domain/permissions';

function ListPage() {
  return <p>List</p>;
}
const listScreen = lazyScreen(async () => ({ ListPage }), 'ListPage');
const withScreens: AppRoute[] = APP_ROUTES.map((route) =>
  ['/asset', '/supplier', '/work-order/map-view', '/projects'].includes(route.path)
    ? { ...route, screen: listScreen }
    : route,
);

beforeAll(async () => {
  await Promise.all([import('./Dashboard.page'), import('../../app/shell/HomeShell')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const STATS = {
  total: 3,
  byStatus: [
    { id: 1, name: 'Unassigned', count: 1 },
    { id: 4, name: 'Completed', count: 2 },
  ],
  byApproval: [{ id: 1, name: 'Pending', count: 2 }],
  byVendor: [],
};

function renderDashboard(permissions: PermissionKey[], routes: AppRoute[] = withScreens) {
  storeSession();
  const sent = stubFetch((request) =>
    request.url.endsWith('GetDashboardWorkorderStats')
      ? dataResponse(STATS)
      : dataResponse(
          sessionInfo(permissions, { vendorName: 'Assam Line Works', roleName: 'Vendor administrator' }),
        ),
  );
  return { sent, ...renderRoutes(createAppRoutes(routes), { route: '/dashboard' }) };
}

/** The first screen of a test waits for the lazily loaded shell and page: longer than the 1 s default. */
const FIRST_PAINT = { timeout: 5000 };

// Whole screens driven through jsdom: more than the 5 s default on a busy machine.
describe('/dashboard', { timeout: 15_000 }, () => {
  it('says who is signed in and for which organisation', async () => {
    renderDashboard([]);
    const card = await screen.findByRole('region', { name: 'Signed in as' }, FIRST_PAINT);
    expect(within(card).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(card).getByText('priya.sharma@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Vendor administrator')).toBeInTheDocument();
    expect(within(card).getByTestId('organisation-name')).toHaveTextContent('Brahmaputra Utilities');
    expect(within(card).getByText('Vendor: Assam Line Works')).toBeInTheDocument();
  });

  it('offers entry points only to granted areas whose screens exist', async () => {
    renderDashboard(['asset.view', 'mapView.view', 'report.view']);
    const areas = await screen.findByRole('region', { name: 'Your areas' }, FIRST_PAINT);
    expect(within(areas).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/asset');
    expect(within(areas).getByRole('link', { name: 'Map view' })).toHaveAttribute(
      'href',
      '/work-order/map-view',
    );
    expect(within(areas).getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(within(areas).queryByRole('link', { name: 'Suppliers' })).not.toBeInTheDocument();
    expect(within(areas).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('says so when no other area is open to the user', async () => {
    // Everyone has their own account pages; the message is about the areas a role opens.
    // A granted area whose screen is not in the table the router serves is not offered either.
    renderDashboard(
      ['report.view'],
      APP_ROUTES.filter((route) => route.section !== 'account' && route.section !== 'reports'),
    );
    expect(
      await screen.findByText('No other areas are available to you yet.', undefined, FIRST_PAINT),
    ).toBeInTheDocument();
  });

  it('shows the work-order figures to users who may view work orders', async () => {
    const { sent } = renderDashboard(['workOrder.view']);
    const figures = await screen.findByRole('region', { name: 'Work orders at a glance' }, FIRST_PAINT);
    expect(await within(figures).findByTestId('pending-approval')).toHaveTextContent('2');
    expect(within(figures).getByTestId('count-Total')).toHaveTextContent('3');
    expect(within(figures).getByTestId('count-Assigned')).toHaveTextContent('0');
    expect(sent.filter((request) => request.url.endsWith('GetDashboardWorkorderStats'))).toHaveLength(1);
  });

  it('leaves the work-order figures out without the work-order view key', async () => {
    const { sent } = renderDashboard(['asset.view']);
    await screen.findByRole('region', { name: 'Your areas' }, FIRST_PAINT);
    expect(screen.queryByRole('region', { name: 'Work orders at a glance' })).not.toBeInTheDocument();
    expect(sent.some((request) => request.url.endsWith('GetDashboardWorkorderStats'))).toBe(false);
  });
});
