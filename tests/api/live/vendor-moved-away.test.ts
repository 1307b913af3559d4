import { beforeAll, describe, expect, it } from 'vitest';
import { addVendorUser } from '../workorder/work-order/work-order-fixtures';
import { admin, create, ok, org, openWorkOrderWorld, t, w } from '../workorder/work-order/work-order-world';
import { change, isChangeOf, readyStreams } from './event-stream';

/*
 * An order moved from one vendor to another: the vendor who lost it is told it went away (so their list,
 * map and swim lane drop it) and learns nothing of where it went; the vendor who gained it hears it in full.
 */
openWorkOrderWorld();

let base: string;
let vendorA: string;
let vendorB: string;
const stream = readyStreams(() => base);

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendorA = await addVendorUser(t, org, 'moved-away-a@wo.example', w.vendorA);
  vendorB = await addVendorUser(t, org, 'moved-away-b@wo.example', w.vendorB);
});

async function moveToVendorB() {
  const order = await create('N1-100', { vendorId: w.vendorA, crewId: w.crewA1 });
  await ok('POST', 'Workorder/AssignMultipleWorkorders', {
    workOrderIds: [order.id],
    vendorId: w.vendorB,
    crewId: w.crewB1,
  });
  return order;
}

describe('an order moved to another vendor', () => {
  it('tells the vendor who lost it that it went, without the new vendor’s details', async () => {
    const losing = await stream(vendorA);
    const gaining = await stream(vendorB);
    const watching = await stream(admin);
    const order = await moveToVendorB();

    await losing.waitFor(isChangeOf(order.id, 'insert'), 2000);
    const gone = change(await losing.waitFor(isChangeOf(order.id, 'delete'), 2000));
    expect(gone).toMatchObject({
      kind: 'work_order',
      version: null,
      data: { code: order.code, movedAway: true, outOf: 'vendor' },
    });
    expect(Object.keys(gone.data ?? {}).sort()).toEqual(['code', 'movedAway', 'outOf']);
    expect(gone.by?.name).toBeTruthy();
    expect(JSON.stringify(gone)).not.toContain(w.vendorB);
    expect(JSON.stringify(gone)).not.toContain(w.crewB1);

    // The new vendor and the organisation hear the move in full, with what the screens show of the order.
    const gained = change(await gaining.waitFor(isChangeOf(order.id, 'update'), 2000));
    expect(gained.data).toMatchObject({
      code: order.code,
      vendorId: w.vendorB,
      crewId: w.crewB1,
      status: 2,
      order: { locationIdentifier: 'N1-100' },
    });
    const seen = change(await watching.waitFor(isChangeOf(order.id, 'update'), 2000));
    expect(seen.data).toMatchObject({ vendorId: w.vendorB });
    // The vendor who gained it never heard of it before it was theirs.
    expect(gaining.events.filter(isChangeOf(order.id, 'insert'))).toEqual([]);
  });

  it('tells it on a resumed stream too', async () => {
    const first = await stream(vendorA);
    const before = await create('N1a-250', { vendorId: w.vendorA, crewId: w.crewA1 });
    const last = change(await first.waitFor(isChangeOf(before.id), 2000)).seq;
    first.close();

    const watching = await stream(admin);
    const order = await moveToVendorB();
    await watching.waitFor(isChangeOf(order.id, 'update'), 2000);

    const resumed = await stream(vendorA, { 'last-event-id': String(last) });
    const heard = resumed.events.filter(isChangeOf(order.id)).map(change);
    expect(heard.map((e) => e.op)).toEqual(['insert', 'delete']);
    expect(heard[1]!.data).toEqual({ code: order.code, movedAway: true, outOf: 'vendor' });
  });
});
