import type { TestApp } from '../../support/test-app';
import { PASSWORD } from '../../support/test-app';
import { grantGroups } from '../access-fixtures';
import { move, okCall } from '../asset/asset-fixtures';
import type { WorkOrderWorld } from '../workorder/work-order/work-order-fixtures';
import { completingValues } from '../workorder/work-order/work-order-fixtures';

/** A work order with one recorded value: the activity, task and element that hold it. */
export interface Ordering {
  id: string;
  activityId: string;
  taskId: string;
  elementId: string;
}

/** A vendor of an organisation with a record of every vendor-bound kind, and its signed-in user. */
export interface VendorSide {
  vendorId: string;
  userId: string;
  email: string;
  token: string;
  supervisorId: string;
  workerId: string;
  /** How a workbook names the vendor's records: its name, its people's emails, its crew's name. */
  vendorName: string;
  supervisorEmail: string;
  workerEmail: string;
  crewName: string;
  /** The crew made through the API (with a member); buildWorld's crew of the vendor is firstCrewId. */
  crewId: string;
  firstCrewId: string;
  vendorGrantId: string;
  crewGrantId: string;
  vendorAssignmentId: string;
  crewAssignmentId: string;
  /** A location of the vendor's assigned group that the vendor stopped serving. */
  excludedLocationId: string;
  assetId: string;
  /** Assigned to the vendor's crew and started; doneOrderId is completed, awaiting approval. */
  openOrder: Ordering;
  doneOrderId: string;
  notificationId: string;
}

interface WorkActivity {
  id: string;
  tasks: Array<{ id: string; elements: Array<{ id: string; elementType: string }> }>;
}

/** Creates, starts and completes the fixture workflow's orders through the API, as `token`'s user. */
export function orderingFor(t: TestApp, token: string, world: WorkOrderWorld) {
  const api = (method: string, url: string, body?: unknown, as = token) =>
    okCall(t, as, method, `workorder/${url}`, body);
  async function record(id: string, count: number, as: string) {
    const path = `Workorder/GetWorkorderActivities?workorderId=${id}`;
    const { activities }: { activities: WorkActivity[] } = await api('GET', path, undefined, as);
    let current = await api('GET', `Workorder/GetById?workorderId=${id}`, undefined, as);
    for (const submission of completingValues(activities).slice(0, count)) {
      current = await api(
        'POST',
        'Workorder/ReSubmitActivityFromAdmin',
        { workorderId: id, version: current.version, ...submission },
        as,
      );
    }
    return activities;
  }
  return {
    create: (site: string, description: string, assignment: { vendorId?: string; crewId?: string } = {}) =>
      api('POST', 'Workorder', {
        projectId: world.tree.projectId,
        workLocationId: world.locations.get(site),
        workflowId: world.workflowId,
        description,
        ...assignment,
      }) as Promise<{ id: string }>,
    async start(order: { id: string }): Promise<Ordering> {
      const [first] = await record(order.id, 1, token);
      const task = first!.tasks[0]!;
      return { id: order.id, activityId: first!.id, taskId: task.id, elementId: task.elements[0]!.id };
    },
    async complete(order: { id: string }, as = token) {
      await record(order.id, Number.POSITIVE_INFINITY, as);
      return order;
    },
  };
}

interface Shared {
  t: TestApp;
  adminToken: string;
  world: WorkOrderWorld;
  vendorRoleId: string;
  slug: string;
  locationGroup: { id: string };
}

export async function buildVendorSide(
  { t, adminToken, world, vendorRoleId, slug, locationGroup }: Shared,
  vendorId: string,
  label: string,
  site: string,
  stock: { addAsset: (extra?: Record<string, unknown>) => Promise<{ id: string; version: number }> },
): Promise<VendorSide> {
  const api = (method: string, url: string, body?: unknown) => okCall(t, adminToken, method, url, body);
  const prefix = `${slug}.${label.split(' ').pop()!.toLowerCase()}`;
  const email = `${prefix}.dispatch@vendors.example`;
  const user = await api('POST', 'account/User', {
    name: `${label} Dispatcher`,
    email,
    roleId: vendorRoleId,
    vendorId,
    password: PASSWORD,
  });
  const token = await t.signIn(email);
  const supervisorEmail = `${prefix}.supervisor@vendors.example`;
  const supervisor = await api('POST', 'account/Workforce', {
    kind: 2,
    name: `${label} Supervisor`,
    email: supervisorEmail,
    vendorId,
  });
  const workerEmail = `${prefix}.fitter@vendors.example`;
  const worker = await api('POST', 'account/Workforce', {
    kind: 1,
    name: `${label} Fitter`,
    email: workerEmail,
    vendorId,
    supervisorId: supervisor.id,
  });
  const crewName = `${label} Line Crew`;
  const crew = await api('POST', 'account/Crew', {
    name: crewName,
    vendorId,
    members: [{ workforceId: worker.id, role: 'leader' }],
  });
  const { projectId, ids } = world.tree;
  const vendorGrant = await grantGroups(t, adminToken, 'VendorAccessGroup', vendorId, projectId, [
    ids.North,
    ids.South,
  ]);
  const crewGrant = await grantGroups(t, adminToken, 'CrewAccessGroup', crew.id, projectId, [ids['North-1']]);
  const groups = { projectId, workLocationGroupIds: [locationGroup.id] };
  const vendorAssignment = await api('PUT', 'workorder/VendorWorkLocationGroup', { vendorId, ...groups });
  const crewAssignment = await api('PUT', 'workorder/CrewWorkLocationGroup', { crewId: crew.id, ...groups });
  const fieldPassword = { vendorId, projectId, newPassword: PASSWORD, confirmPassword: PASSWORD };
  await api('PUT', 'workorder/VendorWorkLocationGroup/ChangePassword', fieldPassword);
  const excludedLocationId = world.locations.get('S1-630')!;
  await api('DELETE', 'workorder/VendorWorkLocation', { vendorId, workLocationId: excludedLocationId });
  const asset = await stock.addAsset({ code: `${prefix}.stock` });
  await api('POST', 'asset/Asset/UpdateAssetLocation', move(asset, 4, 2, { vendorId }));

  const order = orderingFor(t, adminToken, world);
  const assignment = { vendorId, crewId: crew.id };
  const open = await order.start(await order.create(site, `${label} open order`, assignment));
  // Completed by the vendor's own user, so the organisation's approvers get a notification.
  const done = await order.complete(await order.create(site, `${label} done order`, assignment), token);
  const { notifications } = await okCall(t, token, 'POST', 'account/Notification/GetAll', { pageSize: 100 });
  return {
    vendorId,
    userId: user.id,
    email,
    token,
    supervisorId: supervisor.id,
    workerId: worker.id,
    vendorName: (await api('GET', `account/Vendor/GetById?id=${vendorId}`)).name,
    supervisorEmail,
    workerEmail,
    crewName,
    crewId: crew.id,
    firstCrewId: vendorId === world.vendorA ? world.crewA1 : world.crewB1,
    vendorGrantId: vendorGrant.id,
    crewGrantId: crewGrant.id,
    vendorAssignmentId: vendorAssignment.id,
    crewAssignmentId: crewAssignment.id,
    excludedLocationId,
    assetId: asset.id,
    openOrder: open,
    doneOrderId: done.id,
    notificationId: notifications[0].id,
  };
}
