/** The server as `npm start` runs it (compiled, clustered on PostgreSQL), started for a load run. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server/cli/node-flags.mjs';
import { freePort, healthy, treeCpuMs, treeRssMb } from './processes';

export interface RunningServer {
  port: number;
  /** Resident memory of the server's process tree (primary and workers), in MB. */
  rssMb: () => number | null;
  /** User and system CPU of the server's process tree so far, in milliseconds. */
  cpuMs: () => number | null;
  stop: () => Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** Starts `node server/cli/start.mjs` on a free port with `env` and waits until /api/health answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 180_000): Promise<RunningServer> {
  const port = await freePort();
  const staticDir = path.join(env.DATA_DIR ?? ROOT, 'no-console');
  fs.mkdirSync(staticDir, { recursive: true });
  // The bench itself runs with DATABASE_URL set (its PostgreSQL server): the server gets one only from `env`.
  const { DATABASE_URL: _ours, ...inherited } = process.env;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'server/cli/start.mjs')], {
    // The console is not what is measured: an empty static directory keeps `npm start` from building it.
    env: {
      ...inherited,
      STATIC_DIR: staticDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  let ended = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      ended = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!ended) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  const started = performance.now();
  while (!(await healthy(port))) {
    if (ended) throw new Error(`the server stopped before it answered:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(`no answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { port, rssMb: () => treeRssMb(child.pid!), cpuMs: () => treeCpuMs(child.pid!), stop };
}

/** An access token for `credentials` from the running server. */
export async function signIn(port: number, credentials: { email: string; password: string }) {
  const response = await fetch(`http://127.0.0.1:${port}/api/account/Auth/SignIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200)
    throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}
