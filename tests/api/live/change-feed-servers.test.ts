import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { openDatabase } from '../../../server/db/client';
import { admin, create, openWorkOrderWorld, t } from '../workorder/work-order/work-order-world';
import type { EventStream } from './event-stream';
import { change, isChangeOf, openStream } from './event-stream';

/*
 * On PostgreSQL every server on the same database hears every change (LISTEN/NOTIFY): a second server, with
 * its own pool and listening connection (as a process under WORKERS, or another machine, has), streams the
 * changes written through the first, numbered once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
openWorkOrderWorld();

let second: { app: FastifyInstance; database: Database; dataDir: string } | undefined;
let stream: EventStream | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-second-'));
  const database = await openDatabase({ dataDir, databaseUrl: t.databaseUrl });
  const app = await buildApp({
    config: {
      ...loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' }),
      jwtSecret: t.app.config.jwtSecret,
    },
    database,
    logger: false,
    jobs: false,
  });
  await app.ready();
  second = { app, database, dataDir };
});
afterAll(async () => {
  stream?.close();
  if (!second) return;
  await second.app.close();
  await second.database.close();
  fs.rmSync(second.dataDir, { recursive: true, force: true });
});

describe.skipIf(!onPostgres)('the change feed across servers', () => {
  it('streams from one server what was written through another, each event once and in order', async () => {
    const base = await second!.app.listen({ port: 0, host: '127.0.0.1' });
    stream = await openStream(base, admin);
    await stream.waitFor((event) => event.event === 'ready');
    const orders = [await create('N1-100'), await create('N1a-250'), await create('N2-400')];
    for (const order of orders) await stream.waitFor(isChangeOf(order.id, 'insert'), 2000);
    const heard = stream.events.filter((e) => e.event === 'change').map(change);
    expect(heard.filter((e) => e.kind === 'work_order').map((e) => e.id)).toEqual(orders.map((o) => o.id));
    expect(new Set(heard.map((e) => e.seq)).size).toBe(heard.length);
  });
});
