import crypto from 'node:crypto';
import { ALL_PERMISSIONS } from '../../../src/domain/permissions';
import type { TestApp, Tenant } from '../../support/test-app';
import { PASSWORD, createTenant } from '../../support/test-app';
import type { Tree } from '../access-fixtures';
import { grantGroups } from '../access-fixtures';
import { assetSetup, move, okCall } from '../asset/asset-fixtures';
import { PNG_1PX, multipart } from '../people-fixtures';
import { buildWorld } from '../workorder/work-order/work-order-fixtures';
import type { WorldFiles } from './tenant-files';
import { buildWorldFiles } from './tenant-files';
import type { WorldReports } from './tenant-reports';
import { buildWorldReports } from './tenant-reports';
import type { Ordering, VendorSide } from './vendor-side';
import { buildVendorSide, orderingFor } from './vendor-side';

export type { WorldFiles } from './tenant-files';
export type { Ordering, VendorSide } from './vendor-side';

/**
 * One organisation holding a record of every kind the API keeps, made through the API as its administrator
 * would (buildWorld's two vendors and their first crews are inserted directly, like the other work-order
 * tests). The names it chooses carry the world's marker, so an answer naming one of its records can be
 * spotted; buildWorld's access groups and locations carry none, and are spotted by their ids.
 *
 * Vendor users hold a vendor role with every permission: vendor isolation must hold by scope, not by what a
 * vendor role happens to lack.
 */
export interface TenantWorld {
  marker: string;
  tenant: Tenant;
  organisationId: string;
  adminToken: string;
  adminUserId: string;
  /** An organisation-level role and user, and the all-rights vendor role the vendor users hold. */
  roleId: string;
  vendorRoleId: string;
  planner: { id: string; email: string; refreshToken: string };
  /** A project created with an Idempotency-Key: the key and the body sent with it. */
  keyedRequest: { key: string; body: { projectName: string } };
  adminGrantId: string;
  supervisorId: string;
  workerId: string;
  crewId: string;
  warehouseId: string;
  warehouseUserId: string;
  assetTypeId: string;
  manufacturerId: string;
  supplierId: string;
  assetId: string;
  imageId: string;
  projectId: string;
  otherProjectId: string;
  groups: Tree['ids'];
  templateId: string;
  elementId: string;
  /** Location ids by identifier (N1-100, N1a-250, N2-400, S1-630, U-1000). */
  locations: Map<string, string>;
  locationGroupId: string;
  /** An activity template with the ids of its first task and element (kept across edits). */
  activityTemplate: { id: string; taskId: string; elementId: string };
  workflowId: string;
  orders: {
    unassigned: string;
    /** Started: the first activity's values are recorded. */
    started: Ordering;
    /** Completed and waiting for approval, one for each action that needs that state. */
    toApprove: string;
    toReopen: string;
    toReopenInBulk: string;
  };
  /** A notification of the administrator's (V1's user completed work they must approve). */
  notificationId: string;
  /** The administrator's device that receives push notifications (its endpoint is all that names it). */
  pushEndpoint: string;
  vendors: [VendorSide, VendorSide];
  /** How a workbook names the world's records: the names and emails an import looks them up by. */
  named: {
    project: string;
    template: string;
    workflow: string;
    crew: string;
    supervisorEmail: string;
    workerEmail: string;
  };
  /** File jobs of the administrator and of V1's user, all ended. */
  files: WorldFiles;
  /** Reports and dashboards of the organisation and of V1. */
  reports: WorldReports;
}

let serial = 0;

async function uploadImage(t: TestApp, token: string): Promise<string> {
  const { payload, contentType } = multipart({}, { key: 'model', name: 'site.png', content: PNG_1PX });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/document/Image',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`image upload failed: ${response.body}`);
  return JSON.parse(response.body).data.id as string;
}

async function signInWithRefresh(t: TestApp, email: string): Promise<string> {
  const response = await t.request('POST', '/api/account/Auth/SignIn', {
    body: { email, password: PASSWORD },
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${JSON.stringify(response.body)}`);
  return (response.body as { data: { refresh_token: string } }).data.refresh_token;
}

export async function buildTenantWorld(t: TestApp, marker: string): Promise<TenantWorld> {
  const tenant = await createTenant(t, `${marker} Utilities`);
  const adminToken = await t.signIn(tenant.adminEmail);
  const api = (method: string, url: string, body?: unknown) => okCall(t, adminToken, method, url, body);
  const slug = `${marker.toLowerCase()}${++serial}`;
  const world = await buildWorld(t, tenant, adminToken, marker);
  const session = await api('GET', 'account/Auth/Session');

  const role = await api('POST', 'account/Role', {
    name: `${marker} Dispatcher`,
    category: 1,
    permissions: ['workOrder.view', 'project.view'],
  });
  const vendorRole = await api('POST', 'account/Role', {
    name: `${marker} Vendor all rights`,
    category: 2,
    permissions: ALL_PERMISSIONS,
  });
  const plannerEmail = `planner.${slug}@tenants.example`;
  const planner = await api('POST', 'account/User', {
    name: `${marker} Planner`,
    email: plannerEmail,
    roleId: role.id,
    password: PASSWORD,
  });
  const named = {
    project: `${marker} Distribution`,
    template: `${marker} Transformer`,
    workflow: `${marker} Transformer check`,
    crew: `${marker} Depot Crew`,
    supervisorEmail: `supervisor.${slug}@tenants.example`,
    workerEmail: `fitter.${slug}@tenants.example`,
  };
  const supervisor = await api('POST', 'account/Workforce', {
    kind: 2,
    name: `${marker} Depot Supervisor`,
    email: named.supervisorEmail,
  });
  const worker = await api('POST', 'account/Workforce', {
    kind: 1,
    name: `${marker} Depot Fitter`,
    email: named.workerEmail,
    supervisorId: supervisor.id,
  });
  const crew = await api('POST', 'account/Crew', {
    name: named.crew,
    members: [{ workforceId: worker.id, role: 'leader' }],
  });

  const stock = await assetSetup(t, adminToken, marker);
  const manufacturer = await api('POST', 'asset/Manufacturer', { name: `${marker} Meters Ltd` });
  const supplier = await api('POST', 'asset/Supplier', { name: `${marker} Supply Co` });
  const warehouseUser = await api('POST', 'organisation/WarehouseUser', {
    warehouseId: stock.warehouseId,
    name: `${marker} Storekeeper`,
    email: `store.${slug}@tenants.example`,
  });
  const asset = await stock.addAsset({ manufacturerId: manufacturer.id, supplierId: supplier.id });
  const imageId = await uploadImage(t, adminToken);

  const { tree } = world;
  const locationGroup = await api('POST', 'workorder/WorkLocationGroup', {
    projectId: tree.projectId,
    name: `${marker} Route 1`,
    workLocationIds: ['N1-100', 'N2-400', 'S1-630'].map((key) => world.locations.get(key)),
  });
  const adminGrant = await grantGroups(t, adminToken, 'AdminAccessGroup', planner.id, tree.projectId, [
    tree.ids.North,
  ]);
  const [survey] = (await api('GET', `workflow/WorkFlow/GetWorkFlowById?id=${world.workflowId}`)).activities;
  const template = await api('GET', `workflow/ActivityTemplate/GetById?id=${survey.activityTemplateId}`);

  const keyedRequest = { key: `${slug}-keyed-request`, body: { projectName: `Keyed project ${serial}` } };
  const keyed = await t.request('POST', '/api/workorder/Project', {
    token: adminToken,
    body: keyedRequest.body,
    headers: { 'idempotency-key': keyedRequest.key },
  });
  if (keyed.status !== 200) throw new Error(`keyed project failed: ${JSON.stringify(keyed.body)}`);

  const order = orderingFor(t, adminToken, world);
  const shared = { t, adminToken, world, vendorRoleId: vendorRole.id as string, slug, locationGroup };
  const v1 = await buildVendorSide(shared, world.vendorA, `${marker} Assam`, 'N1-100', stock);
  const v2 = await buildVendorSide(shared, world.vendorB, `${marker} Barak`, 'N1a-250', stock);
  // An asset in the depot crew's storage, for the crew stock report.
  const issued = await stock.addAsset();
  await api('POST', 'asset/Asset/UpdateAssetLocation', move(issued, 4, 3, { crewId: crew.id }));

  const unassigned = await order.create('U-1000', `${marker} unassigned order`);
  // Work is recorded only on assigned orders: these go to V2's first crew.
  const crewB1 = { vendorId: world.vendorB, crewId: world.crewB1 };
  const started = await order.start(await order.create('N2-400', `${marker} started order`, crewB1));
  const toApprove = await order.complete(await order.create('N1-100', `${marker} order to approve`, crewB1));
  const toReopen = await order.complete(await order.create('S1-630', `${marker} order to reopen`, crewB1));
  const toReopenInBulk = await order.complete(await order.create('U-1000', `${marker} bulk reopen`, crewB1));
  const reports = await buildWorldReports(t, { marker, adminToken, vendorToken: v1.token });
  const { notifications } = await api('POST', 'account/Notification/GetAll', { pageSize: 100 });
  // Last, so the jobs' notifications come after those above; they end before the world is handed over.
  const files = await buildWorldFiles(t, {
    marker,
    adminToken,
    projectId: tree.projectId,
    vendorName: v1.vendorName,
    vendorToken: v1.token,
  });
  // After everything that tells the administrator something, so no push to it is ever attempted.
  const device = crypto.createECDH('prime256v1');
  device.generateKeys();
  const pushEndpoint = `https://push.invalid/${marker.toLowerCase()}/${crypto.randomUUID()}`;
  await api('POST', 'account/PushSubscription', {
    endpoint: pushEndpoint,
    keys: { p256dh: device.getPublicKey('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  });

  return {
    marker,
    tenant,
    organisationId: tenant.organisationId,
    adminToken,
    adminUserId: session.user.id,
    roleId: role.id,
    vendorRoleId: vendorRole.id,
    planner: { id: planner.id, email: plannerEmail, refreshToken: await signInWithRefresh(t, plannerEmail) },
    keyedRequest,
    adminGrantId: adminGrant.id,
    supervisorId: supervisor.id,
    workerId: worker.id,
    crewId: crew.id,
    warehouseId: stock.warehouseId,
    warehouseUserId: warehouseUser.id,
    assetTypeId: stock.assetTypeId,
    manufacturerId: manufacturer.id,
    supplierId: supplier.id,
    assetId: asset.id,
    imageId,
    projectId: tree.projectId,
    otherProjectId: (await api('POST', 'workorder/Project/GetAll', { searchString: `${marker} Other` }))
      .projects[0].id,
    groups: tree.ids,
    templateId: world.templateId,
    elementId: world.ratingId,
    locations: world.locations,
    locationGroupId: locationGroup.id,
    activityTemplate: {
      id: template.id,
      taskId: template.tasks[0].id,
      elementId: template.tasks[0].elements[0].id,
    },
    workflowId: world.workflowId,
    orders: {
      unassigned: unassigned.id,
      started,
      toApprove: toApprove.id,
      toReopen: toReopen.id,
      toReopenInBulk: toReopenInBulk.id,
    },
    notificationId: notifications[0].id,
    pushEndpoint,
    vendors: [v1, v2],
    named,
    files,
    reports,
  };
}
