import { afterAll, beforeAll } from 'vitest';
import type { TestApp, Tenant } from '../../../support/test-app';
import { createTenant, createTestApp } from '../../../support/test-app';
import type { WorkOrderWorld } from './work-order-fixtures';
import { buildWorld, caller, completingValues } from './work-order-fixtures';

/*
 * The world of one work-order test file: its own app, a tenant with the fixture world (prefix WO), the tenant
 * admin's token and another organisation's admin. openWorkOrderWorld() builds it in beforeAll and closes the
 * app in afterAll; the bindings below are live, set once it is built, and each test file has its own.
 */
export let t: TestApp;
export let org: Tenant;
export let admin: string;
export let otherAdmin: string;
export let w: WorkOrderWorld;

/** Builds the world for the tests of this file; with orders, also addOrdersOfEveryKind; `app`: its options. */
export function openWorkOrderWorld(
  options: { withOrders?: boolean; app?: Parameters<typeof createTestApp>[0] } = {},
) {
  beforeAll(async () => {
    t = await createTestApp(options.app);
    org = await createTenant(t, 'Work Order Org');
    admin = await t.signIn(org.adminEmail);
    otherAdmin = await t.signIn((await createTenant(t, 'Other Work Order Org')).adminEmail);
    w = await buildWorld(t, org, admin, 'WO');
    if (options.withOrders) await addOrdersOfEveryKind();
  });
  afterAll(() => t.close());
}

export const { call, ok } = caller(
  // Resolved lazily: the app and tokens exist only after beforeAll.
  { request: (...args: Parameters<TestApp['request']>) => t.request(...args) } as TestApp,
  () => admin,
);

export async function create(identifier: string, extra: Record<string, unknown> = {}) {
  return ok('POST', 'Workorder', {
    projectId: w.tree.projectId,
    workLocationId: w.locations.get(identifier),
    workflowId: w.workflowId,
    ...extra,
  });
}

export async function complete(order: { id: string }) {
  const { activities } = await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${order.id}`);
  let current = await ok('GET', `Workorder/GetById?workorderId=${order.id}`);
  for (const submission of completingValues(activities)) {
    current = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', {
      workorderId: order.id,
      version: current.version,
      ...submission,
    });
  }
  return current;
}

export const history = async (id: string) =>
  (
    (await ok('GET', `Workorder/GetWorkorderStatusHistory?workorderId=${id}`)).statusHistory as Array<{
      action: string;
      status: number;
      changedByName: string;
    }>
  ).map((h) => `${h.action}:${h.status}`);

/**
 * Orders in every status and approval, reached by every kind of change: created unassigned and assigned,
 * assigned in bulk, started, held, completed, approved, rejected, reopened, a value cleared, moved to another
 * location, deleted, and their location's access group changed and changed back. In one file the list,
 * dashboard, tally and scoping tests ran after the tests that leave such orders; in their own files this is
 * what they find. None is planned, and vendor A's are at N1-100, N2-400 and U-1000 only.
 */
export async function addOrdersOfEveryKind() {
  const vendorA = { vendorId: w.vendorA, crewId: w.crewA1 };
  const vendorB = { vendorId: w.vendorB, crewId: w.crewB1 };
  await create('N2-400');
  const bulk = [await create('U-1000'), await create('U-1000')].map((o) => o.id);
  await ok('POST', 'Workorder/AssignMultipleWorkorders', { workOrderIds: bulk, ...vendorB });
  const held = await create('N2-400', vendorA);
  await ok('PUT', `Workorder?workorderId=${held.id}`, { onHold: true, version: held.version });
  await complete(await create('U-1000', vendorA));
  const approved = await complete(await create('S1-630', vendorB));
  await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${approved.id}`, {
    approvalStatus: 2,
    version: approved.version,
  });
  const rejected = await complete(await create('N2-400', vendorB));
  await ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${rejected.id}`, {
    approvalStatus: 3,
    version: rejected.version,
  });
  const reopened = await complete(await create('N1-100', vendorA));
  await ok('POST', 'Workorder/ReopenMultipleWorkorders', { workOrderIds: [reopened.id] });
  // A completed order with a value cleared is started work again.
  const cleared = await complete(await create('U-1000', vendorA));
  const [survey] = (await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${cleared.id}`)).activities;
  const [value] = survey.tasks[0].elements;
  await ok(
    'DELETE',
    `Workorder/DeleteWorkorderActivityTaskElement?workorderId=${cleared.id}&activityId=${survey.id}&taskId=${survey.tasks[0].id}&elementId=${value.id}&version=${cleared.version}`,
  );
  const moved = await create('N1-100');
  await ok('POST', 'Workorder/InterchangeWorklocation', {
    workorderId: moved.id,
    workLocationId: w.locations.get('S1-630'),
    version: moved.version,
  });
  await ok('DELETE', 'Workorder/Bulk', { workOrderIds: [(await create('N2-400')).id] });
  const locationId = w.locations.get('S1-630');
  for (const accessGroupId of [null, w.tree.ids['South-1']]) {
    const { version } = await ok('GET', `WorkLocation/GetById?id=${locationId}`);
    await ok('PUT', `WorkLocation/WorklocationAccessGroup?id=${locationId}`, { accessGroupId, version });
  }
}
