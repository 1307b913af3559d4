import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataResponse, stubFetch } from '../../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../../tests/support/render';
import { sessionInfo } from '../../../../tests/support/session-fixtures';
import { RouteTableContext } from '../../../navigation/navigation';
import type { AppRoute } from '../../../navigation/route-types';
import { APP_ROUTES } from '../../../app/routes';
import type { PermissionKey } from '../../../domain/permissions';
import { ViewSwitcher, visibleViewTabs } from './ViewSwitcher';

const screenOf = APP_ROUTES.find((route) => route.path === '/work-order/list-view')!.screen!;

/** The route table once the swim-lane and map screens exist. */
const ALL_VIEWS: AppRoute[] = APP_ROUTES.map((route) =>
  route.path === '/work-order/swim-lane' || route.path === '/work-order/map-view'
    ? { ...route, screen: screenOf }
    : route,
);

function render(routes: readonly AppRoute[], permissions: PermissionKey[]) {
  stubFetch((request) =>
    request.url.endsWith('Auth/Session') ? dataResponse(sessionInfo(permissions)) : dataResponse(null),
  );
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <RouteTableContext value={routes}>
            <ViewSwitcher current="list" />
          </RouteTableContext>
        ),
      },
    ],
    { route: '/work-order/list-view' },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('visibleViewTabs', () => {
  it('offers only ListView while the swim-lane and map screens do not exist', () => {
    const info = sessionInfo(['workOrder.view', 'swimLane.view', 'mapView.view']);
    const listOnly = APP_ROUTES.map((route) =>
      route.path === '/work-order/swim-lane' || route.path === '/work-order/map-view'
        ? { ...route, screen: undefined }
        : route,
    );
    expect(visibleViewTabs(listOnly, info).map((tab) => tab.label)).toEqual(['ListView']);
  });

  it('offers each view whose screen exists and whose key the user holds', () => {
    expect(
      visibleViewTabs(ALL_VIEWS, sessionInfo(['workOrder.view', 'mapView.view'])).map((tab) => tab.label),
    ).toEqual(['ListView', 'Map view']);
    expect(
      visibleViewTabs(ALL_VIEWS, sessionInfo(['workOrder.view', 'swimLane.view', 'mapView.view'])).map(
        (tab) => tab.label,
      ),
    ).toEqual(['ListView', 'Swimlane', 'Map view']);
  });
});

describe('ViewSwitcher', { timeout: 15_000 }, () => {
  it('shows the views of the route table the router serves and goes to the chosen one', async () => {
    const { router } = render(ALL_VIEWS, ['workOrder.view', 'mapView.view']);
    expect(await screen.findByRole('tab', { name: 'ListView' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Swimlane' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Map view' }));
    expect(router.state.location.pathname).toBe('/work-order/map-view');
  });
});
