import fs from 'node:fs';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pipeline } from 'node:stream/promises';
import { imageOf } from './pglite-image';
import { controlSocketPath, pidFilePath, runDir } from './run-files';

/** A hold of the database by the backup longer than this is logged as a warning. */
const SLOW_HOLD_MS = 1000;

/**
 * On PGlite the running server owns the data directory, so `npm run backup` asks it for the database image
 * over a Unix socket in DATA_DIR/run/: no network port, and only the account that runs the server (or root)
 * can open a 0700 directory's socket. The one request, `image\n`, is answered with a JSON header line and the
 * uncompressed tar of the data directory; the caller compresses it, outside the database's hold.
 */
async function controlSocketPlugin(app: FastifyInstance) {
  if (app.database.kind !== 'pglite') return;
  const dir = runDir(app.config.dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const file = controlSocketPath(app.config.dataDir);
  // One server per PGlite directory: a socket left here was left by a server that stopped without closing.
  fs.rmSync(file, { force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    socket.once('data', (chunk) => {
      if (chunk.toString('utf8').trim() !== 'image') return void socket.end('{"error":"unknown request"}\n');
      queue = queue.then(() => answerImage(app, socket)).catch(() => undefined);
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  fs.writeFileSync(pidFilePath(app.config.dataDir), `${process.pid}\n`, { mode: 0o600 });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(file, { force: true });
    fs.rmSync(pidFilePath(app.config.dataDir), { force: true });
  });
}

async function answerImage(app: FastifyInstance, socket: net.Socket): Promise<void> {
  try {
    const { header, stream } = await imageOf(app.database, app.config.dataDir);
    const level = header.holdMs > SLOW_HOLD_MS ? 'warn' : 'info';
    app.log[level]({ holdMs: header.holdMs, bytes: header.bytes }, 'backup: database image taken');
    socket.write(`${JSON.stringify(header)}\n`);
    await pipeline(stream, socket);
  } catch (error) {
    app.log.error({ err: error }, 'backup: the database image could not be taken');
    if (!socket.destroyed)
      socket.end(`${JSON.stringify({ error: error instanceof Error ? error.message : 'failed' })}\n`);
  }
}

export const controlSocket = fp(controlSocketPlugin, { name: 'control-socket', dependencies: ['database'] });
