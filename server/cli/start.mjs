// Plain JavaScript on purpose: `npm start` runs compiled code, and this is what compiles it.
import cluster from 'node:cluster';
import { pathToFileURL } from 'node:url';
import { SERVER_ENTRY, ensureBuilt } from './build.mjs';

/**
 * `npm start`: (re)builds the console and the server when missing or stale (see build.mjs; REBUILD=1
 * forces both), then runs the compiled server. `npm run dev` and the scripts run the TypeScript with tsx.
 * Clustered workers (WORKERS) run this file too: they use the build their primary checked.
 */
process.env.NODE_ENV ??= 'production';
// Stack traces name the TypeScript files and lines (the bundle has a source map).
process.setSourceMapsEnabled(true);
try {
  const entry = cluster.isPrimary
    ? await ensureBuilt({ force: process.env.REBUILD === '1', background: true })
    : SERVER_ENTRY;
  await import(pathToFileURL(entry).href);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
