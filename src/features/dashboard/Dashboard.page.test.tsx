import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../tests/support/render';
import { sessionInfo, storeSession } from '../../../tests/support/session-fixtures';
import { screen as lazyScreen, type AppRoute } from '../../app/route-types';
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

function renderDashboard(permissions: PermissionKey[], routes: AppRoute[] = withScreens) {
  storeSession();
  stubFetch(() =>
    dataResponse(
      sessionInfo(permissions, { vendorName: 'Assam Line Works', roleName: 'Vendor administrator' }),
    ),
  );
  return renderRoutes(createAppRoutes(routes), { route: '/dashboard' });
}

describe('/dashboard', () => {
  it('says who is signed in and for which organisation', async () => {
    renderDashboard([]);
    const card = await screen.findByRole('region', { name: 'Signed in as' });
    expect(within(card).getByText('Priya Sharma')).toBeInTheDocument();
    expect(within(card).getByText('priya.sharma@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Vendor administrator')).toBeInTheDocument();
    expect(within(card).getByTestId('organisation-name')).toHaveTextContent('Brahmaputra Utilities');
    expect(within(card).getByText('Vendor: Assam Line Works')).toBeInTheDocument();
  });

  it('offers entry points only to granted areas whose screens exist', async () => {
    renderDashboard(['asset.view', 'mapView.view', 'report.view']);
    const areas = await screen.findByRole('region', { name: 'Your areas' });
    expect(within(areas).getByRole('link', { name: 'Assets' })).toHaveAttribute('href', '/asset');
    expect(within(areas).getByRole('link', { name: 'Map view' })).toHaveAttribute(
      'href',
      '/work-order/map-view',
    );
    expect(within(areas).queryByRole('link', { name: 'Suppliers' })).not.toBeInTheDocument();
    expect(within(areas).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(within(areas).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('says so when no other area is open to the user', async () => {
    // Everyone has their own account pages; the message is about the areas a role opens.
    renderDashboard(
      ['report.view'],
      APP_ROUTES.filter((route) => route.section !== 'account'),
    );
    expect(await screen.findByText('No other areas are available to you yet.')).toBeInTheDocument();
  });
});
