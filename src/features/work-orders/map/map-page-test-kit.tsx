import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setViewportWidth } from '../../../../tests/support/dom-polyfills';
import { dataResponse, stubFetch, type SentRequest } from '../../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../../tests/support/render';
import { sessionInfo } from '../../../../tests/support/session-fixtures';
import { fileJob } from '../../../../tests/support/file-job-fixtures';
import type { PermissionKey } from '../../../domain/permissions';
import type { WorkOrderMapColumns } from '../../../domain/work-order-map';
import { RouteTableContext } from '../../../navigation/navigation';
import type { AppRoute } from '../../../navigation/route-types';
import { ActiveWorkOrderMapPage, CompletedWorkOrderMapPage } from './WorkOrderMap.page';

// What the map page's tests share: two orders, a stand-in server, the page rendered on its routes.

export const ORDER_A = '01890a5d-ac96-7000-8000-000000000401';
export const ORDER_B = '01890a5d-ac96-7000-8000-000000000402';

/** Two orders near Guwahati: one unassigned, one assigned to a crew. */
export const COLUMNS: WorkOrderMapColumns = {
  ids: [ORDER_A, ORDER_B],
  codes: ['WO-000401', 'WO-000402'],
  statuses: [1, 2],
  approvalStatuses: [null, null],
  latitudes: [26.15, 26.17],
  longitudes: [91.76, 91.79],
  locationIdentifiers: ['GHY-401', 'GHY-402'],
  vendors: [null, 0],
  crews: [null, 0],
  plannedStarts: [Date.UTC(2026, 2, 14, 4), null],
  completedAts: [null, null],
  vendorNames: ['Brahmaputra Field Services'],
  crewNames: ['Chandmari Line Crew'],
};

interface Answers {
  permissions?: PermissionKey[];
  map?: () => Response;
  /** A promise the map's answer waits for, or null to answer at once. */
  held?: () => Promise<void> | null;
}

export function stubServer({
  permissions = ['mapView.view', 'workOrder.create', 'workOrder.update', 'workOrder.reopen'],
  map,
  held,
}: Answers = {}): SentRequest[] {
  return stubFetch(async (request) => {
    if (request.url.endsWith('Auth/Session')) return dataResponse(sessionInfo(permissions));
    if (request.url.endsWith('Workorder/GetAll')) {
      await held?.();
      return map?.() ?? dataResponse({ map: COLUMNS, pageTotal: 2 });
    }
    if (request.url.endsWith('Workorder/Export')) {
      return dataResponse(fileJob({ dataType: 9, operationType: 2, fileName: 'work-orders.csv' }));
    }
    return dataResponse({ vendors: [], pageTotal: 0 });
  });
}

export const mapCalls = (sent: SentRequest[]) =>
  sent.filter((request) => request.url.endsWith('Workorder/GetAll'));

/** `routeTable` stands in for the one the app's router provides (the view tabs are drawn from it). */
export function render(route = '/work-order/map-view', routeTable: readonly AppRoute[] = []) {
  const withTable = (page: ReactNode) => <RouteTableContext value={routeTable}>{page}</RouteTableContext>;
  return renderRoutes(
    [
      { path: '/work-order/map-view', element: withTable(<ActiveWorkOrderMapPage />) },
      { path: '/work-order/map-view/completed-order', element: withTable(<CompletedWorkOrderMapPage />) },
      { path: '/work-order/list-view/assign-work-order', element: <p>Assign page</p> },
    ],
    { route },
  );
}

/**
 * Registers the hooks every map page test needs. Leaflet measures its container and jsdom lays nothing out:
 * an 800 x 600 map lets markers be placed and shown. Each test starts on a 1280 px screen.
 */
export function setUpMapPage() {
  const sizes = {
    clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
    clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  };
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  });
  afterAll(() => {
    if (sizes.clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', sizes.clientWidth);
    if (sizes.clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', sizes.clientHeight);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setViewportWidth(1280);
  });
}

export const mapFrame = () => screen.getByTestId('work-order-map');
