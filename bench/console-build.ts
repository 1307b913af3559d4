/** The built console a browser bench serves: BENCH_DIST_DIR, or a fresh build in a temporary directory. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function consoleBuild(prefix: string): { dir: string; temporary: boolean } {
  if (process.env.BENCH_DIST_DIR) return { dir: path.resolve(process.env.BENCH_DIST_DIR), temporary: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the console did not build');
  return { dir, temporary: true };
}
