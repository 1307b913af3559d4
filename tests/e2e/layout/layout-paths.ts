import type { Page } from '@playwright/test';
import { apiCall, apiToken } from '../api';

/** What the layout journey visits: the screens with demo records for their ids, and the dialogs. */
interface Paged {
  pageTotal: number;
}

/** Paths of the screens, with ids of demo records for the detail pages. */
export async function screenPaths(page: Page): Promise<Array<[string, string]>> {
  const token = await apiToken(page.request);
  const first = async <T extends Paged>(path: string, list: keyof T) => {
    const data = await apiCall<T>(page.request, token, 'POST', path, { page: 1, pageSize: 1 });
    const rows = data[list] as unknown as Array<{ id: string }>;
    if (!rows[0]) throw new Error(`the demo data has nothing at ${path}`);
    return rows[0].id;
  };
  const organisation = await first<Paged & { organisations: [] }>(
    '/api/organisation/Organisation/GetAll',
    'organisations',
  );
  const user = await first<Paged & { users: [] }>('/api/account/User/GetAll', 'users');
  const vendor = await first<Paged & { vendors: [] }>('/api/account/Vendor/GetAll', 'vendors');
  const crew = await first<Paged & { crews: [] }>('/api/account/Crew/GetAll', 'crews');
  const member = await first<Paged & { workforce: [] }>('/api/account/Workforce/GetAll', 'workforce');
  const project = await first<Paged & { projects: [] }>('/api/workorder/Project/GetAll', 'projects');
  const groups = await apiCall<{ accessGroups: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/workorder/AccessGroup/GetAll',
    { page: 1, pageSize: 1, projectId: project },
  );
  const group = groups.accessGroups[0]?.id ?? '';
  const templates = await apiCall<{ workLocationTemplates: Array<{ id: string }> }>(
    page.request,
    token,
    'GET',
    '/api/workorder/WorkLocationTemplate/GetAll',
  );
  const template = templates.workLocationTemplates[0]?.id ?? '';
  const location = await first<Paged & { workLocations: [] }>(
    '/api/workorder/WorkLocation/GetAll',
    'workLocations',
  );
  // The demo data has no work-location groups; other journeys may have made one.
  const someGroups = await apiCall<{ workLocationGroups: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/workorder/WorkLocationGroup/GetAll',
    { page: 1, pageSize: 1 },
  );
  const locationGroup = someGroups.workLocationGroups[0]?.id;
  const warehouse = await first<Paged & { warehouses: [] }>(
    '/api/organisation/Warehouse/GetAll',
    'warehouses',
  );
  const assets = await apiCall<{ assets: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/asset/Asset/GetAllAssets',
    {
      page: 1,
      pageSize: 1,
      movementStatus: 5,
    },
  );
  const asset = assets.assets[0]?.id ?? '';
  const types = await apiCall<{ assetTypes: Array<{ id: string }> }>(
    page.request,
    token,
    'GET',
    '/api/asset/AssetType/GetAllAssetTypes',
  );
  const suppliers = await apiCall<{ suppliers: Array<{ id: string }> }>(
    page.request,
    token,
    'GET',
    '/api/asset/Supplier/GetAllSuppliers',
  );
  const activityTemplate = await first<Paged & { activityTemplates: [] }>(
    '/api/workflow/ActivityTemplate/GetAll',
    'activityTemplates',
  );
  const workflow = await first<Paged & { workFlows: [] }>(
    '/api/workflow/WorkFlow/GetAllWorkFlowsForOrganisation',
    'workFlows',
  );
  // A completed order shows the most: activities with evidence, the approval and a long history.
  const completed = await apiCall<{ workorders: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/workorder/Workorder/GetAll',
    {
      page: 1,
      pageSize: 1,
      status: 4,
      approvalStatus: 2,
    },
  );
  const workOrder =
    completed.workorders[0]?.id ??
    (await first<Paged & { workorders: [] }>('/api/workorder/Workorder/GetAll', 'workorders'));
  // Completed, not approved yet: its recorded values can still be cleared, each by its own button.
  const pending = await apiCall<{ workorders: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/workorder/Workorder/GetAll',
    { page: 1, pageSize: 1, status: 4, approvalStatus: 1 },
  );
  const report = await reportDashboard(page);
  return [
    ['organisations', '/organizations'],
    ['organisation-create', '/organizations/create'],
    ['organisation', `/organizations/${organisation}`],
    ['roles', '/roles-permissions'],
    ['role-editor', '/roles-permissions?role=new'],
    ['admin-users', '/user-management/admin'],
    ['admin-user-create', '/user-management/admin/create'],
    ['admin-user', `/user-management/admin/${user}`],
    ['vendors', '/user-management/vendor'],
    ['vendor-create', '/user-management/vendor/create'],
    ['vendor', `/user-management/vendor/${vendor}`],
    ['crews', '/user-management/crew'],
    ['crew-create', '/user-management/crew/create'],
    ['crew', `/user-management/crew/${crew}`],
    ['workforce', '/user-management/mobile-user'],
    ['workforce-create', '/user-management/mobile-user/create'],
    ['workforce-member', `/user-management/mobile-user/${member}`],
    ['profile', '/settings/profile'],
    ['notification-settings', '/settings/notifications'],
    ['notifications', '/notifications'],
    ['projects', '/projects'],
    ['project-create', '/projects/create'],
    ['project', `/projects/${project}`],
    ['access-group-tree', `/access-groups?projectId=${project}`],
    ['access-group-create', `/access-groups/create?projectId=${project}&parentId=${group}`],
    ['access-group', `/access-groups/${group}`],
    ['templates', '/wl-templates'],
    ['template-editor', `/wl-templates/${template}`],
    ['work-locations', '/work-locations'],
    ['work-location-create', `/work-locations/create?projectId=${project}`],
    ['work-location', `/work-locations/${location}`],
    ['location-groups', '/work-locations-groups'],
    ...(locationGroup
      ? [['location-group', `/work-locations-groups/${locationGroup}`] as [string, string]]
      : []),
    ['vendor-grants', `/user-management/vendor/access-groups/${vendor}`],
    ['vendor-location-groups', `/user-management/vendor/work-location-groups/${vendor}`],
    ['vendor-served-locations', `/user-management/vendor/worklocations/${vendor}`],
    ['warehouses', '/wh-locations'],
    ['warehouse-create', '/wh-locations/create'],
    ['warehouse', `/wh-locations/${warehouse}`],
    ['warehouse-users', `/wh-locations/wh-users/${warehouse}`],
    ['warehouse-user-create', `/wh-locations/wh-users/create?warehouseId=${warehouse}`],
    ['asset-types', '/assetType'],
    ['asset-type', `/assetType/${types.assetTypes[0]?.id ?? ''}`],
    ['suppliers', '/supplier'],
    ['supplier', `/supplier/${suppliers.suppliers[0]?.id ?? ''}`],
    ['manufacturers', '/manufacturer'],
    ['assets', '/asset'],
    ['stock-report', '/asset?view=stock'],
    ['asset-create', '/asset/create'],
    ['asset-with-history', `/asset/${asset}`],
    ['activity-templates', '/activity-template'],
    ['activity-template-create', '/activity-template/create'],
    ['activity-template', `/activity-template/edit?id=${activityTemplate}`],
    ['workflows', '/workflow-template'],
    ['workflow-create', '/workflow-template/create'],
    ['workflow', `/workflow-template/${workflow}`],
    ['work-orders', '/work-order/list-view'],
    ['work-order-quick-view', '/work-order/quick-view'],
    ['work-order-create', '/work-order/list-view/create'],
    ['work-order', `/work-order/${workOrder}`],
    ...(pending.workorders[0]
      ? [['work-order-correctable', `/work-order/${pending.workorders[0].id}`] as [string, string]]
      : []),
    ['work-order-edit', `/work-order/list-view/${workOrder}`],
    ['assign-work-orders', '/work-order/list-view/assign-work-order'],
    ['work-order-swim-lane', '/work-order/swim-lane'],
    ['work-order-map', '/work-order/map-view'],
    ['work-order-completed-map', '/work-order/map-view/completed-order'],
    ['reports', '/reports'],
    ['report-dashboards', '/reports?tab=dashboards'],
    ['report-create', '/reports/create'],
    ['report-edit', `/reports/edit/${report.reportId}`],
    ['report-dashboard', `/reports/${report.dashboardId}`],
  ];
}

/** A grouped report as a bar, a number and a table on a dashboard: made once, found again by later runs. */
async function reportDashboard(page: Page) {
  const token = await apiToken(page.request);
  const name = 'Layout: orders by status';
  const { reports } = await apiCall<{ reports: Array<{ id: string; name: string }> }>(
    page.request,
    token,
    'GET',
    `/api/workorder/Report/GetAll?searchString=${encodeURIComponent(name)}`,
  );
  const report =
    reports.find((candidate) => candidate.name === name) ??
    (await apiCall<{ id: string }>(page.request, token, 'POST', '/api/workorder/Report', {
      name,
      kind: 'builder',
      definition: { groupBy: ['status'], chart: 'bar', filters: [] },
    }));
  const { dashboards } = await apiCall<{ dashboards: Array<{ id: string; name: string }> }>(
    page.request,
    token,
    'GET',
    '/api/workorder/Dashboard/GetAll',
  );
  const dashboard =
    dashboards.find((candidate) => candidate.name === name) ??
    (await apiCall<{ id: string }>(page.request, token, 'POST', '/api/workorder/Dashboard', { name }));
  const current = await apiCall<{ widgets: unknown[] }>(
    page.request,
    token,
    'GET',
    `/api/workorder/Dashboard/GetById?id=${dashboard.id}`,
  );
  for (const kind of (['bar', 'number', 'table'] as const).slice(current.widgets.length)) {
    await apiCall(page.request, token, 'POST', '/api/workorder/Dashboard/Widget', {
      dashboardId: dashboard.id,
      reportId: report.id,
      title: `By status (${kind})`,
      kind,
    });
  }
  return { reportId: report.id, dashboardId: dashboard.id };
}

export async function dialogPaths(page: Page): Promise<Array<[string, string, string]>> {
  const token = await apiToken(page.request);
  const warehouses = await apiCall<{ warehouses: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/organisation/Warehouse/GetAll',
    {},
  );
  const assets = await apiCall<{ assets: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/asset/Asset/GetAllAssets',
    { movementStatus: 4 },
  );
  const unassigned = await apiCall<{ workorders: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/workorder/Workorder/GetAll',
    {
      status: 1,
    },
  );
  return [
    ['work-order-filter-panel', '/work-order/list-view', 'Filter'],
    ['work-order-assign-modal', `/work-order/${unassigned.workorders[0]!.id}`, 'Assign'],
    ['warehouse-location-modal', `/wh-locations/${warehouses.warehouses[0]!.id}`, 'Change location'],
    ['asset-move-modal', `/asset/${assets.assets[0]!.id}`, 'Move asset'],
    ['report-add-widget', `/reports/${(await reportDashboard(page)).dashboardId}`, 'Add widget'],
    ['report-new-dashboard', '/reports?tab=dashboards', 'New dashboard'],
  ];
}
