import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../server/cli/node-flags.mjs';
import { APPLICATION_NAME } from '../../server/db/client';
import { randomToken } from '../../server/crypto';
import { TEMPLATE_DB, TEMPLATE_DIR, withDatabase } from '../support/api-global-setup';

/**
 * `npm start` with WORKERS: the compiled server as a real process tree. On PostgreSQL (the `test:pg` run) the
 * primary forks WORKERS processes sharing one port, each with its own pool and one keeping the schedules; it
 * replaces a worker that dies and stops them all on SIGTERM. On PGlite, WORKERS is refused with a warning
 * and one process serves.
 */

const ADMIN_EMAIL = 'admin@workers.example';
const ADMIN_PASSWORD = 'Workers-pass-2026';

interface Server {
  child: ChildProcess;
  output: () => string;
  port: number;
  databaseUrl: string | undefined;
  exited: Promise<number | null>;
}

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A database of its own: a clone of the run's template on PostgreSQL, a copy of its files on PGlite. */
async function freshDatabase(dataDir: string): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    fs.cpSync(path.join(TEMPLATE_DIR, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    return undefined;
  }
  const name = `w_${randomToken(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return withDatabase(url, name);
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-workers-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = await freshDatabase(dataDir);
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-console'),
    SEED: 'none',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    ...env,
  };
  // The secret is generated once by the primary and shared through DATA_DIR: a worker must not make its own.
  delete childEnv.JWT_SECRET;
  delete childEnv.DATABASE_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.resolve('server/cli/start.mjs')], {
    env: childEnv,
    stdio: 'pipe',
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      for (const pid of childPids(child.pid!)) process.kill(pid, 'SIGKILL');
    }
    await exited;
  });
  const server = { child, output: () => output, port, databaseUrl, exited };
  await waitFor(
    () => /ready at/.test(output),
    90_000,
    () => `the server did not start:\n${output}`,
  );
  return server;
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  message: () => string | Promise<string>,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(await message());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The processes whose parent is `pid` (cluster workers of a primary). */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(name));
    } catch {
      // Ended while we looked.
    }
  }
  return children;
}

/** A request on a connection of its own, so the primary hands each to the next worker. */
async function call(
  port: number,
  route: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(`http://127.0.0.1:${port}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      connection: 'close',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

/** Whether a worker process is the one that keeps the job schedules (the primary tells it by environment). */
function isScheduler(pid: number): boolean {
  return fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes('FIELD_CONSOLE_SCHEDULER=1');
}

describe.runIf(process.env.DATABASE_URL)('WORKERS on PostgreSQL', () => {
  it('serves one port from WORKERS processes: one secret, schedules kept once, restarts', async () => {
    const server = await startServer({ WORKERS: '2', DATABASE_POOL_SIZE: '3' });
    expect(server.output()).toMatch(/ready at .*\(postgres, 2 workers, /);
    const workers = childPids(server.child.pid!);
    expect(workers).toHaveLength(2);
    expect(workers.filter(isScheduler)).toHaveLength(1);

    // New connections go to the workers in turn: a token signed by one must be accepted by the other.
    const signIn = await call(server.port, '/api/account/Auth/SignIn', {
      method: 'POST',
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const token = signIn.body.data.access_token as string;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await call(server.port, '/api/account/User/Profile', { token })).status);
    expect(statuses).toEqual(Array(8).fill(200));

    // However many requests arrive at once, each worker keeps to DATABASE_POOL_SIZE connections.
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => call(server.port, '/api/account/User/Profile', { token })),
    );
    expect(burst.map((response) => response.status)).toEqual(Array(40).fill(200));

    // The scheduler registered every scheduled queue; pg-boss keeps one row per schedule.
    const database = new pg.Client({ connectionString: server.databaseUrl });
    await database.connect();
    try {
      const connections = await database.query(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
        [APPLICATION_NAME],
      );
      expect(connections.rows[0].n).toBeGreaterThan(0);
      expect(connections.rows[0].n).toBeLessThanOrEqual(2 * 3);
      await waitFor(
        async () => (await database.query('select name from pgboss.schedule')).rowCount === 3,
        // The scheduler starts its jobs after listening; with the other API suites loading the same server
        // that took over 30 s once (3 s on a quiet machine).
        90_000,
        async () =>
          `the schedules were not registered (${(await database.query('select name from pgboss.schedule')).rowCount} of 3):\n${server.output()}`,
      );
    } finally {
      await database.end();
    }

    // A worker that dies is replaced, and the schedules stay with exactly one worker.
    const scheduler = workers.find(isScheduler)!;
    process.kill(scheduler, 'SIGKILL');
    await waitFor(
      () => {
        const now = childPids(server.child.pid!);
        return now.length === 2 && !now.includes(scheduler) && now.filter(isScheduler).length === 1;
      },
      60_000,
      () => `no replacement worker:\n${server.output()}`,
    );
    await waitFor(
      async () => (await call(server.port, '/api/health')).status === 200,
      30_000,
      () => 'no answer',
    );

    // SIGTERM stops every worker, then the primary, cleanly.
    const last = childPids(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(last.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
  }, 240_000);
});

describe.runIf(!process.env.DATABASE_URL)('WORKERS on PGlite', () => {
  it('runs one process and says why', async () => {
    const server = await startServer({ WORKERS: '2' });
    expect(server.output()).toContain(
      'WORKERS applies to PostgreSQL (DATABASE_URL) only: PGlite runs in one process.',
    );
    expect(server.output()).toMatch(/ready at .*\(pglite, /);
    expect(childPids(server.child.pid!)).toEqual([]);
    expect((await call(server.port, '/api/health')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
