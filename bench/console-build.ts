/** The built console a browser bench serves: BENCH_DIST_DIR, or a fresh build in a temporary directory. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { prepareDatabase } from '../server/start-up';
import { benchConfig } from './bench-db';

export function consoleBuild(prefix: string): { dir: string; temporary: boolean } {
  if (process.env.BENCH_DIST_DIR) return { dir: path.resolve(process.env.BENCH_DIST_DIR), temporary: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the console did not build');
  return { dir, temporary: true };
}

/** The real server on a fresh demo database, serving the built console on `port`; close() removes both. */
export async function serveConsole(name: string, port: number): Promise<{ close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const dist = consoleBuild(`${name}-dist-`);
  // A tile address nothing answers: the figures must not wait on the network.
  const config = benchConfig(undefined, dataDir, {
    STATIC_DIR: dist.dir,
    MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  });
  const { database } = await prepareDatabase(config);
  const app = await buildApp({ config, database, logger: false, mail: { send: async () => {} } });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (dist.temporary) fs.rmSync(dist.dir, { recursive: true, force: true });
    },
  };
}
