import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { setViewportWidth } from '../../../../tests/support/dom-polyfills';
import { dataResponse, stubFetch, type SentRequest } from '../../../../tests/support/fetch-stub';
import { renderRoutes } from '../../../../tests/support/render';
import { sessionInfo } from '../../../../tests/support/session-fixtures';
import { fileJob } from '../../../../tests/support/file-job-fixtures';
import { getWorkOrderMapClusters } from '../../../domain/contracts/workorder/work-order/map';
import { exportWorkOrders } from '../../../domain/contracts/workorder/work-order/orders';
import { SESSION_ENDPOINT } from '../../../domain/contracts/account/auth-endpoints';
import type { PermissionKey } from '../../../domain/permissions';
import {
  cellOf,
  clusterShift,
  MAP_ORDERS_IN_VIEW,
  type MapCluster,
  type MapClusters,
} from '../../../domain/work-order-clusters';
import { mapItems, type WorkOrderMapColumns } from '../../../domain/work-order-map';
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

type Body = Record<string, unknown>;

/** The columns of the orders at `indices`. */
function pick(columns: WorkOrderMapColumns, indices: number[]): WorkOrderMapColumns {
  const { vendorNames, crewNames, ...rows } = columns;
  const picked = Object.fromEntries(
    Object.entries(rows).map(([name, values]) => [name, indices.map((i) => (values as unknown[])[i])]),
  );
  return { ...(picked as Omit<WorkOrderMapColumns, 'vendorNames' | 'crewNames'>), vendorNames, crewNames };
}

/**
 * The stand-in server's getWorkOrderMapClusters: the orders of `columns` in the asked area with the asked
 * statuses, as the orders themselves while at most `ordersMax`, else as clusters on the server's grid (64-px
 * cells of the zoom) with their counts, centroids and bounds.
 */
export function viewportAnswer(columns: WorkOrderMapColumns, body: Body, ordersMax = MAP_ORDERS_IN_VIEW) {
  const statuses = [body.status, ...((body.multipleStatus as number[] | undefined) ?? [])];
  const area = body as { west: number; south: number; east: number; north: number; zoom: number };
  const indices = mapItems(columns).flatMap((order, i) =>
    statuses.includes(order.status) &&
    order.longitude >= area.west &&
    order.longitude <= area.east &&
    order.latitude >= area.south &&
    order.latitude <= area.north
      ? [i]
      : [],
  );
  const items = mapItems(pick(columns, indices));
  const count = (values: readonly (number | null)[], size: number) =>
    Array.from({ length: size }, (_, i) => values.filter((value) => value === i + 1).length);
  const head = {
    zoom: area.zoom,
    total: items.length,
    statuses: count(
      items.map((o) => o.status),
      5,
    ),
    approvals: count(
      items.map((o) => o.approvalStatus),
      3,
    ),
  };
  if (items.length <= ordersMax) {
    return { kind: 'orders', ...head, clusters: [], map: pick(columns, indices) } satisfies MapClusters;
  }
  const shift = clusterShift(area.zoom);
  const cells = new Map<string, typeof items>();
  for (const item of items) {
    const { x, y } = cellOf(item.latitude, item.longitude);
    const key = `${x >> shift}:${y >> shift}`;
    cells.set(key, [...(cells.get(key) ?? []), item]);
  }
  const clusters = [...cells.values()].map((members): MapCluster => ({
    latitude: members.reduce((sum, o) => sum + o.latitude, 0) / members.length,
    longitude: members.reduce((sum, o) => sum + o.longitude, 0) / members.length,
    count: members.length,
    statuses: count(
      members.map((o) => o.status),
      5,
    ),
    approvals: count(
      members.map((o) => o.approvalStatus),
      3,
    ),
    bounds: [
      Math.min(...members.map((o) => o.longitude)),
      Math.min(...members.map((o) => o.latitude)),
      Math.max(...members.map((o) => o.longitude)),
      Math.max(...members.map((o) => o.latitude)),
    ],
  }));
  return { kind: 'clusters', ...head, clusters, map: null } satisfies MapClusters;
}

interface Answers {
  permissions?: PermissionKey[];
  /** GetMapClusters' answer to a body; the viewport of COLUMNS by default. */
  map?: (body: Body) => Response;
  /** A promise the map's answer waits for, or null to answer at once. */
  held?: () => Promise<void> | null;
}

export function stubServer({
  permissions = ['mapView.view', 'workOrder.create', 'workOrder.update', 'workOrder.reopen'],
  map,
  held,
}: Answers = {}): SentRequest[] {
  return stubFetch(async (request) => {
    if (request.url.endsWith(SESSION_ENDPOINT.path)) return dataResponse(sessionInfo(permissions));
    if (request.url.endsWith(getWorkOrderMapClusters.path)) {
      const body = request.body as Body;
      // The extent (where the orders are, to fit the map) is answered at once.
      if (!isExtent(request)) await held?.();
      return map?.(body) ?? dataResponse(viewportAnswer(COLUMNS, body));
    }
    if (request.url.endsWith(exportWorkOrders.path)) {
      return dataResponse(fileJob({ dataType: 9, operationType: 2, fileName: 'work-orders.csv' }));
    }
    return dataResponse({ vendors: [], pageTotal: 0 });
  });
}

/** The map's ask for where its orders are (the whole world at zoom 2), made once as it opens. */
export const isExtent = (request: SentRequest) =>
  request.url.endsWith(getWorkOrderMapClusters.path) && (request.body as Body).zoom === 2;

/** The map's viewport requests, in order. */
export const mapCalls = (sent: SentRequest[]) =>
  sent.filter((request) => request.url.endsWith(getWorkOrderMapClusters.path) && !isExtent(request));

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
