import { asset, assetMovement, assetType, warehouse } from '../../../server/db/schema/index';
import { newId } from '../../../server/crypto';
import type { TestApp, Tenant } from '../../support/test-app';
import type { WorkOrderWorld } from '../workorder/work-order/work-order-fixtures';
import {
  addVendorUser,
  buildWorld,
  caller,
  completingValues,
} from '../workorder/work-order/work-order-fixtures';

/**
 * Orders built so that each report filter type narrows to a known set of them (codes in `orders`):
 * approved (vendor A, N1-100), assigned (vendor B, N2-400), unassigned (U-1000), rejected (vendor A, S1-630,
 * where an asset from the warehouse is installed), elsewhere (another project), held (vendor B, N1a-250),
 * second (the second workflow), surveyed (vendor B, the survey done only, oil level 17), pole (at a location
 * of the second template).
 */
export interface ReportWorld extends WorkOrderWorld {
  org: Tenant;
  admin: string;
  vendorAToken: string;
  vendorBToken: string;
  orders: Record<OrderName, { id: string; code: string }>;
  otherProjectId: string;
  secondWorkflowId: string;
  secondTemplateId: string;
  warehouseId: string;
  /** The fixture workflow's activities (survey, sign-off), each with its task and elements. */
  survey: { id: string; taskId: string; oilLevelId: string };
  signOff: { id: string; taskId: string };
}

export type OrderName =
  'approved' | 'assigned' | 'unassigned' | 'rejected' | 'elsewhere' | 'held' | 'second' | 'surveyed' | 'pole';

type Activities = Parameters<typeof completingValues>[0];

export async function buildReportWorld(
  t: TestApp,
  org: Tenant,
  admin: string,
  prefix: string,
): Promise<ReportWorld> {
  const w = await buildWorld(t, org, admin, prefix);
  const { ok } = caller(t, () => admin);
  const vendorA = { vendorId: w.vendorA, crewId: w.crewA1 };
  const create = (locationId: string, extra: Record<string, unknown> = {}, projectId = w.tree.projectId) =>
    ok('POST', 'Workorder', { projectId, workLocationId: locationId, workflowId: w.workflowId, ...extra });
  const at = (identifier: string) => w.locations.get(identifier)!;
  const activitiesOf = async (id: string): Promise<Activities> =>
    (await ok('GET', `Workorder/GetWorkorderActivities?workorderId=${id}`)).activities;
  const record = async (order: { id: string }, submissions: ReturnType<typeof completingValues>) => {
    let current = await ok('GET', `Workorder/GetById?workorderId=${order.id}`);
    for (const submission of submissions) {
      current = await ok('POST', 'Workorder/ReSubmitActivityFromAdmin', {
        workorderId: order.id,
        version: current.version,
        ...submission,
      });
    }
    return current;
  };
  const decide = async (order: { id: string; version: number }, approvalStatus: 2 | 3) =>
    ok('POST', `Workorder/UpdateApprovalStatus?workorderId=${order.id}`, {
      approvalStatus,
      version: order.version,
      remarks: 'checked',
    });

  const approvedOrder = await create(at('N1-100'), vendorA);
  const activities = await activitiesOf(approvedOrder.id);
  const [surveyActivity, signOffActivity] = activities;
  const approved = await decide(await record(approvedOrder, completingValues(activities)), 2);
  const assigned = await create(at('N2-400'), { vendorId: w.vendorB, crewId: w.crewB1 });
  const unassigned = await create(at('U-1000'));
  const rejectedOrder = await create(at('S1-630'), { vendorId: w.vendorA, crewId: w.crewA2 });
  const rejected = await decide(await record(rejectedOrder, completingValues(activities)), 3);
  const otherProjectId = (await ok('GET', `WorkLocation/GetById?id=${w.otherProjectLocationId}`)).projectId;
  const elsewhere = await create(w.otherProjectLocationId, {}, otherProjectId);
  const heldOrder = await create(at('N1a-250'), { vendorId: w.vendorB, crewId: w.crewB1 });
  const held = await ok('PUT', `Workorder?workorderId=${heldOrder.id}`, {
    onHold: true,
    version: heldOrder.version,
  });
  const surveyedOrder = await create(at('N2-400'), { vendorId: w.vendorB, crewId: w.crewB1 });
  const surveyOnly = completingValues([surveyActivity!]).map((submission) => ({
    ...submission,
    elements: submission.elements.map((e) =>
      'text' in e && e.elementId === surveyActivity!.tasks[0]!.elements[0]!.id ? { ...e, text: '17' } : e,
    ),
  }));
  const surveyed = await record(surveyedOrder, surveyOnly);

  const template = await ok('POST', 'WorkLocationTemplate', { name: `${prefix} Pole` });
  const pole = await ok('POST', 'WorkLocation', {
    projectId: w.tree.projectId,
    workLocationTemplateId: template.id,
    locationIdentifier: 'P-1',
    name: 'Pole P-1',
    elementValues: [],
  });
  const poleOrder = await create(pole.id);
  const workflowCall = async (path: string, body: unknown) =>
    (await t.request('POST', `/api/workflow/${path}`, { token: admin, body })).body.data;
  const look = await workflowCall('ActivityTemplate', {
    name: `${prefix} Quick look`,
    activityTypeId: 1,
    tasks: [{ name: 'Look', elements: [{ elementType: 'other', label: 'Remark' }] }],
  });
  const workflow2 = await workflowCall('WorkFlow', {
    name: `${prefix} Quick check`,
    activities: [{ activityTemplateId: look.id }],
  });
  const second = await ok('POST', 'Workorder', {
    projectId: w.tree.projectId,
    workLocationId: at('U-1000'),
    workflowId: workflow2.id,
  });

  const warehouseId = await installFromWarehouse(t, org.organisationId, at('S1-630'), w.vendorA, prefix);
  const pick = (o: { id: string; code: string }) => ({ id: o.id, code: o.code });
  return {
    ...w,
    org,
    admin,
    vendorAToken: await addVendorUser(t, org, `${prefix.toLowerCase()}.vendor.a@example.com`, w.vendorA),
    vendorBToken: await addVendorUser(t, org, `${prefix.toLowerCase()}.vendor.b@example.com`, w.vendorB),
    orders: {
      approved: pick(approved),
      assigned: pick(assigned),
      unassigned: pick(unassigned),
      rejected: pick(rejected),
      elsewhere: pick(elsewhere),
      held: pick(held),
      second: pick(second),
      surveyed: pick(surveyed),
      pole: pick(poleOrder),
    },
    otherProjectId,
    secondWorkflowId: workflow2.id,
    secondTemplateId: template.id,
    warehouseId,
    survey: {
      id: surveyActivity!.id,
      taskId: surveyActivity!.tasks[0]!.id,
      oilLevelId: surveyActivity!.tasks[0]!.elements[0]!.id,
    },
    signOff: { id: signOffActivity!.id, taskId: signOffActivity!.tasks[0]!.id },
  };
}

/** A warehouse whose asset was issued, then installed at the location (as the asset service writes it). */
async function installFromWarehouse(
  t: TestApp,
  organisationId: string,
  workLocationId: string,
  vendorId: string,
  prefix: string,
) {
  const warehouseId = newId();
  const typeId = newId();
  const assetId = newId();
  await t.db.insert(warehouse).values({ organisationId, id: warehouseId, name: `${prefix} Central store` });
  await t.db
    .insert(assetType)
    .values({ organisationId, id: typeId, name: `${prefix} Meter`, assetLevelId: 1 });
  await t.db.insert(asset).values({
    organisationId,
    id: assetId,
    assetTypeId: typeId,
    code: `${prefix}-M-1`,
    locationType: 4,
    workLocationId,
    vendorId,
    movementStatus: 6,
  });
  const move = (seq: number, values: Partial<typeof assetMovement.$inferInsert>) =>
    t.db
      .insert(assetMovement)
      .values({ organisationId, id: newId(), assetId, seq, movementStatus: 1, toLocationType: 1, ...values });
  await move(1, { toWarehouseId: warehouseId });
  await move(2, {
    movementStatus: 4,
    fromLocationType: 1,
    fromWarehouseId: warehouseId,
    toLocationType: 2,
    toVendorId: vendorId,
  });
  await move(3, {
    movementStatus: 6,
    fromLocationType: 2,
    fromVendorId: vendorId,
    toLocationType: 4,
    toWorkLocationId: workLocationId,
  });
  return warehouseId;
}
