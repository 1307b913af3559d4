import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVendorUser } from '../workorder/work-order/work-order-fixtures';
import {
  admin,
  call,
  create,
  ok,
  org,
  otherAdmin,
  openWorkOrderWorld,
  t,
  w,
} from '../workorder/work-order/work-order-world';
import type { EventStream } from './event-stream';
import { change, isChangeOf, openStream } from './event-stream';

/*
 * The change feed and its stream: committed changes reach every open stream that may see them, in commit
 * order, filtered like row-level security; a stream resumes after its last event, and one too far behind
 * is told to refetch.
 */
openWorkOrderWorld();

let base: string;
const open: EventStream[] = [];

async function stream(token: string | null, headers: Record<string, string> = {}) {
  const opened = await openStream(base, token, headers);
  open.push(opened);
  if (opened.status === 200) await opened.waitFor((event) => event.event === 'ready');
  return opened;
}

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const opened of open) opened.close();
});

describe('GET /api/events', () => {
  it('refuses a caller who is not signed in', async () => {
    expect((await stream(null)).status).toBe(401);
  });

  it('tells an open console of a new order and its assignment, with who did it', async () => {
    const watching = await stream(admin);
    const order = await create('N1-100');
    const created = change(await watching.waitFor(isChangeOf(order.id, 'insert'), 2000));
    expect(created).toMatchObject({ kind: 'work_order', version: 1, data: { code: order.code } });
    expect(created.by?.name).toBeTruthy();
    // Every open stream is sent every event: the order's code, status, vendor and crew are the trigger's and
    // are not said again under `order`, and what is not known yet (no crew, no start) is left out.
    const { order: details, ...fields } = created.data as { order: Record<string, unknown> };
    expect(details).toMatchObject({ locationIdentifier: 'N1-100' });
    expect(Object.keys(details)).not.toContain('code');
    expect(Object.keys(details)).not.toContain('status');
    expect(Object.keys(details)).not.toContain('actualStartTime');
    expect(Object.keys(fields)).not.toContain('crewId');
    expect([...Object.values(details), ...Object.values(fields)]).not.toContain(null);

    await ok('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: [order.id],
      vendorId: w.vendorA,
      crewId: w.crewA1,
    });
    const assigned = change(await watching.waitFor(isChangeOf(order.id, 'update'), 2000));
    expect(assigned.data).toMatchObject({ vendorId: w.vendorA, crewId: w.crewA1 });
    expect(assigned.version).toBeGreaterThan(1);
    expect(assigned.seq).toBeGreaterThan(created.seq);
  });

  it('never tells another organisation, or a vendor user of another vendor’s orders', async () => {
    const vendorA = await addVendorUser(t, org, 'live-vendor-a@wo.example', w.vendorA);
    const outsider = await stream(otherAdmin);
    const vendorStream = await stream(vendorA);
    const adminStream = await stream(admin);

    const theirs = await create('N2-400', { vendorId: w.vendorB, crewId: w.crewB1 });
    const unassigned = await create('S1-630');
    const mine = await create('N1a-250', { vendorId: w.vendorA, crewId: w.crewA1 });
    await adminStream.waitFor(isChangeOf(mine.id), 2000);
    await vendorStream.waitFor(isChangeOf(mine.id), 2000);

    // The other organisation's own change reaches it, so its stream was live all along.
    const otherOrder = await call('POST', 'Workorder/GetAll', {}, otherAdmin);
    expect(otherOrder.status).toBe(200);
    const heardByVendor = vendorStream.events.filter((e) => e.event === 'change').map((e) => change(e).id);
    expect(heardByVendor).not.toContain(theirs.id);
    expect(heardByVendor).not.toContain(unassigned.id);
    const heardOutside = outsider.events.filter((e) => e.event === 'change').map((e) => change(e).id);
    for (const id of [theirs.id, unassigned.id, mine.id]) expect(heardOutside).not.toContain(id);
  });

  it('publishes only what commits', async () => {
    const watching = await stream(admin);
    const order = await create('U-1000');
    await watching.waitFor(isChangeOf(order.id, 'insert'), 2000);
    await t.database.executeSql(
      `begin; update work_order set description = 'never' where id = '${order.id}'; rollback`,
    );
    const next = await create('U-1000');
    await watching.waitFor(isChangeOf(next.id, 'insert'), 2000);
    expect(watching.events.filter(isChangeOf(order.id, 'update'))).toEqual([]);
  });

  it('resumes after the last event it had, missing nothing, then follows live', async () => {
    const first = await stream(admin);
    const before = await create('N1-100');
    const last = change(await first.waitFor(isChangeOf(before.id), 2000)).seq;
    first.close();

    const watching = await stream(admin);
    const missed = [await create('N1-100'), await create('N1a-250'), await create('N2-400')];
    // Numbered by now (numbering follows the commit): the resumed stream finds them all in the history.
    await watching.waitFor(isChangeOf(missed[2]!.id), 2000);
    const resumed = await stream(admin, { 'last-event-id': String(last) });
    const replayed = resumed.events.filter((e) => e.event === 'change').map(change);
    // Each order once (written and then numbered in one transaction: one event), in the order created.
    expect(replayed.map((e) => [e.kind, e.id, e.op])).toEqual(
      missed.map((order) => ['work_order', order.id, 'insert']),
    );
    expect(replayed.every((e) => e.seq > last)).toBe(true);
    expect(replayed.map((e) => e.seq)).toEqual([...replayed.map((e) => e.seq)].sort((a, b) => a - b));
    // Caught up before anything live.
    const ready = resumed.events.find((e) => e.event === 'ready');
    expect(resumed.events.indexOf(ready!)).toBe(replayed.length);

    const live = await create('S1-630');
    await resumed.waitFor(isChangeOf(live.id), 2000);
  });

  it('tells a console whose last event is older than the kept history to refetch', async () => {
    const watching = await stream(admin);
    const order = await create('N1-100');
    const seq = change(await watching.waitFor(isChangeOf(order.id), 2000)).seq;
    // The history before this event is gone (as after 24 hours).
    await t.database.executeSql(`delete from change_event where seq < ${seq}`);
    const behind = await stream(admin, { 'last-event-id': '1' });
    expect(behind.events[0]).toMatchObject({ event: 'reset' });
    const foreign = await stream(admin, { 'last-event-id': String(seq + 1_000_000) });
    expect(foreign.events[0]).toMatchObject({ event: 'reset' });
    const current = await stream(admin, { 'last-event-id': String(seq - 1) });
    expect(current.events.filter((e) => e.event === 'change').map((e) => change(e).id)).toContain(order.id);
  });
});
