import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, create, ok, openWorkOrderWorld, t, w } from '../workorder/work-order/work-order-world';
import type { ChunkedStream, EventStream } from './event-stream';
import { change, changesIn, isChangeOf, openChunkedStream, openStream } from './event-stream';

/*
 * How a stream's events reach the socket: what is sent within one short window goes in one write (one
 * chunk), in order, and a console resuming after the last event it read misses nothing and reads nothing
 * twice.
 */
openWorkOrderWorld();

let base: string;
const open: Array<EventStream | ChunkedStream> = [];

function chunked(headers: Record<string, string> = {}) {
  const stream = openChunkedStream(base, admin, headers);
  open.push(stream);
  return stream;
}

async function parsed(headers: Record<string, string> = {}) {
  const stream = await openStream(base, admin, headers);
  open.push(stream);
  await stream.waitFor((event) => event.event === 'ready');
  return stream;
}

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const stream of open) stream.close();
});

describe('GET /api/events, written to the socket', () => {
  it('sends a resumed console its missed events and `ready` in one write, in order', async () => {
    const watching = await parsed();
    const before = await create('N1-100');
    const last = change(await watching.waitFor(isChangeOf(before.id), 2000)).seq;
    const missed = [await create('N1-100'), await create('N1a-250'), await create('N2-400')];
    // Numbered by now: the resumed stream finds them all in the feed's history.
    await watching.waitFor(isChangeOf(missed[2]!.id), 2000);
    watching.close();

    const resumed = chunked({ 'last-event-id': String(last) });
    const ready = await resumed.waitFor((chunk) => chunk.includes('event: ready'), 3000);
    const replayed = changesIn(ready).filter((event) => event.kind === 'work_order');
    expect(replayed.map((event) => event.id)).toEqual(missed.map((order) => order.id));
    expect(changesIn(resumed.chunks.join('')).length).toBe(changesIn(ready).length);
    // `ready` comes after every replayed event, in the same write.
    expect(ready.lastIndexOf('event: change')).toBeLessThan(ready.indexOf('event: ready'));
  });

  it('writes the events read together once each, in order; a resume after one of them misses nothing', async () => {
    const orders = [await create('N1-100'), await create('N1a-250'), await create('N2-400')];
    const following = chunked();
    await following.waitFor((chunk) => chunk.includes('event: ready'));
    await ok('POST', 'Workorder/AssignMultipleWorkorders', {
      workOrderIds: orders.map((order) => order.id),
      vendorId: w.vendorA,
      crewId: w.crewA1,
    });
    const assigned = (chunk: string) =>
      changesIn(chunk).filter((event) => event.kind === 'work_order' && event.op === 'update');
    const heard = assigned(await following.waitFor((chunk) => assigned(chunk).length > 0, 3000));
    expect(heard.map((event) => event.id)).toEqual(orders.map((order) => order.id));
    expect(heard.map((event) => event.seq)).toEqual(
      [...heard.map((event) => event.seq)].sort((a, b) => a - b),
    );
    expect(new Set(heard.map((event) => event.seq)).size).toBe(heard.length);

    // A console that read only the first of them comes back after it.
    const resumed = await parsed({ 'last-event-id': String(heard[0]!.seq) });
    const replayed = resumed.events
      .filter((event) => event.event === 'change')
      .map(change)
      .filter((event) => event.kind === 'work_order');
    expect(replayed.map((event) => event.seq)).toEqual(heard.slice(1).map((event) => event.seq));
  });

  it('gives the streams of one caller the same writes', async () => {
    const streams = [chunked(), chunked()];
    for (const stream of streams) await stream.waitFor((chunk) => chunk.includes('event: ready'));
    const order = await create('U-1000');
    const heard = await Promise.all(
      streams.map((stream) =>
        stream.waitFor((chunk) => changesIn(chunk).some((event) => event.id === order.id), 3000),
      ),
    );
    expect(heard[0]).toBe(heard[1]);
  });
});
