import type { Page } from '@playwright/test';
import { APP_ROUTES } from '../../../src/app/routes';
import { registeredRoutes } from '../../../src/navigation/navigation';
import { apiCall, apiToken } from '../api';

/** A screen of the route table as the walk opens it: its pattern and a path with real ids. */
export interface WalkedScreen {
  pattern: string;
  path: string;
}

type Ids = Record<string, string>;

/** The id of the first record a list call answers, or '' when the demo data has none. */
async function firstId(page: Page, token: string, method: 'GET' | 'POST', path: string, body?: object) {
  const data = await apiCall<Record<string, unknown>>(page.request, token, method, path, body);
  const rows = Object.values(data).find(Array.isArray) as Array<{ id: string }> | undefined;
  return rows?.[0]?.id ?? '';
}

/** Ids of demo records, one per kind a route's parameters name. */
async function demoIds(page: Page): Promise<Ids> {
  const token = await apiToken(page.request);
  const first = (path: string, body: object = { page: 1, pageSize: 1 }) =>
    firstId(page, token, 'POST', path, body);
  const firstGet = (path: string) => firstId(page, token, 'GET', path);
  const project = await first('/api/workorder/Project/GetAll');
  const warehouse = await first('/api/organisation/Warehouse/GetAll');
  return {
    organisation: await first('/api/organisation/Organisation/GetAll'),
    admin: await first('/api/account/User/GetAll'),
    vendor: await first('/api/account/Vendor/GetAll'),
    crew: await first('/api/account/Crew/GetAll'),
    member: await first('/api/account/Workforce/GetAll'),
    project,
    accessGroup: await first('/api/workorder/AccessGroup/GetAll', {
      page: 1,
      pageSize: 1,
      projectId: project,
    }),
    template: await firstGet('/api/workorder/WorkLocationTemplate/GetAll'),
    location: await first('/api/workorder/WorkLocation/GetAll'),
    locationGroup: await first('/api/workorder/WorkLocationGroup/GetAll'),
    warehouse,
    warehouseUser: await first('/api/organisation/WarehouseUser/GetAll', { warehouseId: warehouse }),
    assetType: await firstGet('/api/asset/AssetType/GetAllAssetTypes'),
    asset: await first('/api/asset/Asset/GetAllAssets', { page: 1, pageSize: 1, movementStatus: 5 }),
    supplier: await firstGet('/api/asset/Supplier/GetAllSuppliers'),
    manufacturer: await firstGet('/api/asset/Manufacturer/GetAllManufacturers'),
    activityTemplate: await first('/api/workflow/ActivityTemplate/GetAll'),
    workflow: await first('/api/workflow/WorkFlow/GetAllWorkFlowsForOrganisation'),
    // A completed order shows the most: activities with evidence, the approval and a long history.
    workOrder:
      (await first('/api/workorder/Workorder/GetAll', {
        page: 1,
        pageSize: 1,
        status: 4,
        approvalStatus: 2,
      })) || (await first('/api/workorder/Workorder/GetAll')),
    // Completed, not approved yet: its recorded values can still be cleared, each by its own button.
    correctableOrder: await first('/api/workorder/Workorder/GetAll', {
      page: 1,
      pageSize: 1,
      status: 4,
      approvalStatus: 1,
    }),
    ...(await chartDashboard(page, token)),
  };
}

/** A grouped report drawn as a pie, a bar and a table on a dashboard: made once, found again by later runs. */
async function chartDashboard(page: Page, token: string) {
  const name = 'Accessibility: orders by status';
  const call = <T>(method: 'GET' | 'POST', path: string, body?: object) =>
    apiCall<T>(page.request, token, method, `/api/workorder/${path}`, body);
  const { reports } = await call<{ reports: Array<{ id: string; name: string }> }>(
    'GET',
    `Report/GetAll?searchString=${encodeURIComponent(name)}`,
  );
  const report =
    reports.find((candidate) => candidate.name === name) ??
    (await call<{ id: string }>('POST', 'Report', {
      name,
      kind: 'builder',
      definition: { groupBy: ['status'], chart: 'pie', filters: [] },
    }));
  const { dashboards } = await call<{ dashboards: Array<{ id: string; name: string }> }>(
    'GET',
    'Dashboard/GetAll',
  );
  const dashboard =
    dashboards.find((candidate) => candidate.name === name) ??
    (await call<{ id: string }>('POST', 'Dashboard', { name }));
  const current = await call<{ widgets: unknown[] }>('GET', `Dashboard/GetById?id=${dashboard.id}`);
  for (const kind of (['pie', 'bar', 'table'] as const).slice(current.widgets.length)) {
    await call('POST', 'Dashboard/Widget', {
      dashboardId: dashboard.id,
      reportId: report.id,
      title: kind,
      kind,
    });
  }
  return { report: report.id, dashboard: dashboard.id };
}

/**
 * Which record each parameterised route opens, by the path before its first parameter. A route added to the
 * table without parameters is walked as it is; one with parameters fails the walk until it is named here.
 */
function recordsFor(pattern: string, ids: Ids): Record<string, string> | undefined {
  const none = 'none';
  const table: Array<[string, Record<string, string>]> = [
    ['/wh-locations/wh-users/edit/', { id: ids.warehouseUser! }],
    ['/wh-locations/wh-users/', { id: ids.warehouse! }],
    ['/wh-locations/', { id: ids.warehouse! }],
    ['/assetType/', { id: ids.assetType! }],
    ['/asset/', { id: ids.asset! }],
    ['/supplier/', { id: ids.supplier! }],
    ['/manufacturer/', { id: ids.manufacturer! }],
    ['/projects/', { id: ids.project! }],
    ['/access-groups/', { id: ids.accessGroup! }],
    ['/work-locations/', { id: ids.location! }],
    ['/wl-templates/', { id: ids.template! }],
    ['/work-locations-groups/', { id: ids.locationGroup! }],
    ['/organizations/', { id: ids.organisation! }],
    ['/import-export-history/', { dataTypeId: '1', operationTypeId: '1' }],
    ['/reports/edit/', { id: ids.report! }],
    ['/reports/', { id: ids.dashboard! }],
    ['/user-management/admin/access-groups/', { id: ids.admin!, adminId: ids.admin!, vendorId: none }],
    ['/user-management/admin/', { id: ids.admin! }],
    ['/user-management/mobile-user/', { id: ids.member! }],
    ['/user-management/crew/access-groups/', { id: ids.crew!, crewId: ids.crew!, vendorId: none }],
    ['/user-management/crew/work-location-groups/', { id: ids.crew!, crewId: ids.crew!, vendorId: none }],
    ['/user-management/crew/', { id: ids.crew! }],
    ['/user-management/vendor/access-groups/', { id: ids.vendor!, vendorId: ids.vendor! }],
    ['/user-management/vendor/work-location-groups/', { id: ids.vendor!, vendorId: ids.vendor! }],
    ['/user-management/vendor/worklocations/', { id: ids.vendor! }],
    ['/user-management/vendor/', { id: ids.vendor! }],
    ['/work-order/', { id: ids.workOrder! }],
    ['/workflow-template/', { id: ids.workflow! }],
  ];
  const prefix = pattern.slice(0, pattern.indexOf(':'));
  return table.find(([start]) => prefix.startsWith(start))?.[1];
}

/** Query strings a screen needs to show its content rather than a "choose first" prompt. */
function queryFor(pattern: string, ids: Ids): string {
  if (pattern === '/access-groups') return `?projectId=${ids.project}`;
  if (pattern === '/access-groups/create') return `?projectId=${ids.project}&parentId=${ids.accessGroup}`;
  if (pattern === '/work-locations/create') return `?projectId=${ids.project}`;
  if (pattern === '/activity-template/edit') return `?id=${ids.activityTemplate}`;
  if (pattern === '/wh-locations/wh-users/create') return `?warehouseId=${ids.warehouse}`;
  return '';
}

/**
 * Screens of the route table again in a state that shows something more: a new role in the matrix, the stock
 * view, the dashboards tab, an order whose recorded values may still be cleared.
 */
export function variantScreens(ids: Ids): WalkedScreen[] {
  const screens = ['/roles-permissions?role=new', '/asset?view=stock', '/reports?tab=dashboards'].map(
    (path) => ({ pattern: path, path }),
  );
  if (ids.correctableOrder) {
    screens.push({ pattern: '/work-order/:id (correctable)', path: `/work-order/${ids.correctableOrder}` });
  }
  return screens;
}

/**
 * Every registered screen of the route table with real ids. Routes whose record the demo data lacks (an
 * access grant to edit, say) come back in `skipped`, to be reported; a pattern with no record named fails.
 */
export async function walkedScreens(page: Page) {
  const ids = await demoIds(page);
  const screens: WalkedScreen[] = [];
  const skipped: string[] = [];
  const unnamed: string[] = [];
  for (const { path: pattern } of registeredRoutes(APP_ROUTES)) {
    const records = pattern.includes(':') ? recordsFor(pattern, ids) : {};
    if (!records) {
      unnamed.push(pattern);
      continue;
    }
    let missing = false;
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => {
      const value = name === 'projectId' ? ids.project : records[name];
      if (!value) missing = true;
      return value ?? '';
    });
    // An edit page of a grant needs a grant; the demo data has none.
    if (missing || /\/Edit\/:projectId\/:id$/.test(pattern)) skipped.push(pattern);
    else screens.push({ pattern, path: path + queryFor(pattern, ids) });
  }
  return { screens, skipped, unnamed, ids };
}
