import { eq } from 'drizzle-orm';
import { IMAGE_TYPE, imagePath } from '../../src/domain/images';
import { APPROVAL_STATUS, WORK_ORDER_STATUS } from '../../src/domain/workorders';
import type { Executor } from '../db/client';
import {
  image,
  workOrder,
  workOrderActivity,
  workOrderCounter,
  workOrderElementValue,
  workOrderStatusHistory,
} from '../db/schema/index';
import { newId } from '../crypto';
import { saveImageFile } from '../services/document/image-storage';
import type { DemoCrew } from './demo-work-order-builder';
import { DemoOrder } from './demo-work-order-builder';
import { photoPng, random, signaturePng } from './demo-pictures';
import { DEMO_SCENARIOS } from './demo-work-order-scenarios';
import {
  FLOW_OF_TEMPLATE,
  loadAdministrator,
  loadFlows,
  loadLocations,
  loadVendorCrews,
} from './work-order-lookups';

function workOrderCode(n: number): string {
  return `WO-${String(n).padStart(6, '0')}`;
}

interface Picture {
  id: string;
  kind: 'signature' | 'photo';
  seed: number;
  at: number;
}

/**
 * About 120 work orders over the demo locations and both workflows, in every status, with the work their
 * crews recorded and one history row per change. Pictures (every workflow's required photos and signatures)
 * are generated PNGs stored like uploads, under `dataDir`. Adds nothing when the organisation has work
 * orders already, or lacks the locations, workflows or vendor crews to build them from. Returns the number
 * of orders added.
 */
export async function seedDemoWorkOrders(
  tx: Executor,
  organisationId: string,
  options: { dataDir: string; now?: Date },
): Promise<number> {
  const [existing] = await tx
    .select({ id: workOrder.id })
    .from(workOrder)
    .where(eq(workOrder.organisationId, organisationId))
    .limit(1);
  if (existing) return 0;
  const admin = await loadAdministrator(tx, organisationId);
  const crews = await loadVendorCrews(tx, organisationId);
  const flows = await loadFlows(tx, organisationId);
  const locations = await loadLocations(tx, organisationId);
  if (crews.length === 0 || flows.length === 0 || locations.length === 0) return 0;

  const [counter] = await tx
    .select({ lastNumber: workOrderCounter.lastNumber })
    .from(workOrderCounter)
    .where(eq(workOrderCounter.organisationId, organisationId));
  const base = counter?.lastNumber ?? 0;
  const now = (options.now ?? new Date()).getTime();
  const next = random(20261123);
  const pictures: Picture[] = [];
  const maker = {
    next,
    picture: (kind: Picture['kind'], at: number) => {
      const id = newId();
      pictures.push({ id, kind, seed: pictures.length + 1, at });
      return imagePath(id);
    },
  };
  const order = [...locations.keys()].sort(
    (a, b) => ((a * 7919) % locations.length) - ((b * 7919) % locations.length),
  );
  const orders: DemoOrder[] = [];
  for (const [index, scenario] of DEMO_SCENARIOS.entries()) {
    const location = locations[order[index % order.length]!]!;
    const flow =
      flows.find((f) => f.name === FLOW_OF_TEMPLATE[location.templateCode ?? '']) ??
      flows[index % flows.length]!;
    const built = new DemoOrder(organisationId, newId(), location, flow, maker);
    scenario(built, { now, next, crew: (k) => crews[(index + k) % crews.length]! });
    orders.push(built);
  }
  orders.sort((a, b) => a.events[0]!.at - b.events[0]!.at);

  const byName = (by: 'office' | 'field', crewOfEvent: DemoCrew | null) =>
    by === 'office'
      ? { changedBy: admin?.id ?? null, changedByName: admin?.name ?? 'Administrator' }
      : { changedBy: null, changedByName: crewOfEvent?.workerName ?? null };
  const orderRows = orders.map((o, i) => {
    const first = o.events[0]!;
    const last = o.events.at(-1)!;
    const started = o.events.find((e) => e.action === 'started');
    const completed =
      o.status === WORK_ORDER_STATUS.completed
        ? o.events.findLast((e) => e.action === 'completed')
        : undefined;
    const decided =
      o.status === WORK_ORDER_STATUS.completed && o.approval !== APPROVAL_STATUS.pending ? last : undefined;
    const date = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms));
    return {
      organisationId,
      id: o.id,
      version: o.events.length,
      createdAt: new Date(first.at),
      updatedAt: new Date(last.at),
      createdBy: admin?.id ?? null,
      updatedBy: last.by === 'office' ? (admin?.id ?? null) : null,
      code: workOrderCode(base + i + 1),
      projectId: o.location.projectId,
      workLocationId: o.location.id,
      locationIdentifier: o.location.locationIdentifier,
      accessGroupId: o.location.accessGroupId,
      latitude: o.location.latitude,
      longitude: o.location.longitude,
      workflowId: o.flow.id,
      publishedVersion: o.flow.publishedVersion,
      vendorId: o.crew?.vendorId ?? null,
      crewId: o.crew?.id ?? null,
      status: o.status,
      approvalStatus: o.approval,
      description: o.description,
      plannedStartTime: date(o.plannedStart),
      plannedEndTime: date(o.plannedEnd),
      actualStartTime: date(started?.at),
      actualEndTime: date(completed?.at),
      completedAt: date(completed?.at),
      approvalRemarks: decided?.remarks ?? null,
      approvalSignatureUrl: decided?.signatureUrl ?? null,
      approvedBy: decided ? (admin?.id ?? null) : null,
      approvedAt: date(decided?.at),
    };
  });
  const historyRows = orders.flatMap((o) =>
    o.events.map((e) => ({
      organisationId,
      id: newId(),
      workOrderId: o.id,
      action: e.action,
      status: e.status,
      approvalStatus: e.approval,
      vendorId: e.crew?.vendorId ?? null,
      crewId: e.crew?.id ?? null,
      remarks: e.remarks,
      ...byName(e.by, e.crew),
      changedAt: new Date(e.at),
    })),
  );

  const imageRows = [];
  // A dozen drawings of each kind are enough variety; each value still gets its own stored image.
  const drawings = new Map<string, Buffer>();
  for (const p of pictures) {
    const key = `${p.kind}${p.seed % 12}`;
    const content =
      drawings.get(key) ?? (p.kind === 'signature' ? signaturePng(p.seed % 12) : photoPng(p.seed % 12));
    drawings.set(key, content);
    const storagePath = await saveImageFile(options.dataDir, organisationId, p.id, 'png', content);
    const at = new Date(p.at);
    imageRows.push({
      organisationId,
      id: p.id,
      kind: IMAGE_TYPE.general,
      contentType: 'image/png',
      size: content.length,
      storagePath,
      originalName: `${p.kind}.png`,
      createdAt: at,
      updatedAt: at,
    });
  }
  const chunks = <T>(rows: T[], size = 500) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  for (const rows of chunks(imageRows)) await tx.insert(image).values(rows);
  for (const rows of chunks(orderRows)) await tx.insert(workOrder).values(rows);
  const activityRows = orders.flatMap((o) => o.activities);
  for (const rows of chunks(activityRows)) await tx.insert(workOrderActivity).values(rows);
  for (const rows of chunks(orders.flatMap((o) => o.values)))
    await tx.insert(workOrderElementValue).values(rows);
  for (const rows of chunks(historyRows)) await tx.insert(workOrderStatusHistory).values(rows);
  await tx
    .insert(workOrderCounter)
    .values({ organisationId, lastNumber: base + orders.length })
    .onConflictDoUpdate({
      target: workOrderCounter.organisationId,
      set: { lastNumber: base + orders.length },
    });
  return orders.length;
}
