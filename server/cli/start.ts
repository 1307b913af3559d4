import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm start`: builds the PWA when no build exists (a fresh checkout), then starts the server. Set
 * REBUILD=1 to force a new build.
 */
const index = path.resolve('dist', 'index.html');
if (!fs.existsSync(index) || process.env.REBUILD === '1') {
  console.log('Building the console (first start only)...');
  const build = spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import('../main');
