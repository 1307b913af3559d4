// The embedded database's own thread: PGlite runs here, so a statement that runs long blocks this thread
// only. The server's thread stays free to answer (health, other work queued for the database) and can end
// this thread when a hold passes its limit: PostgreSQL then recovers from its write-ahead log at the next
// open, as after a crash, and a transaction that was not committed is gone.
// Plain JavaScript: a worker is started from a file, under node, tsx and vitest alike.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @param {unknown} value */
const identity = (value) => value;

/**
 * Functions cannot cross threads: the server sends the type ids whose values stay text (drizzle's parsers),
 * and they become identity parsers here.
 * @param {Record<string, unknown> | undefined} options
 */
function queryOptions(options) {
  if (!options) return undefined;
  const { rawTypes, ...rest } = options;
  if (Array.isArray(rawTypes)) rest.parsers = Object.fromEntries(rawTypes.map((type) => [type, identity]));
  return rest;
}

/**
 * What a database error carries (SQLSTATE code, constraint, detail...), without the statement and its
 * values, which must not reach a log.
 * @param {unknown} error
 */
function errorFields(error) {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (key === 'query' || key === 'params' || key === 'queryOptions') continue;
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return fields;
}

const { dataDir, wasmModule, fsBundle } = workerData;
const db = await PGlite.create(dataDir, {
  ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
  ...(fsBundle ? { fsBundle: new Blob([fsBundle]) } : {}),
});

/** @param {{ op: string, text?: string, params?: unknown[], options?: Record<string, unknown>, channel?: string }} message */
async function run(message) {
  switch (message.op) {
    case 'query':
      return db.query(message.text, message.params, queryOptions(message.options));
    case 'exec':
      return db.exec(message.text, queryOptions(message.options));
    case 'listen':
      // PGlite delivers a committed NOTIFY to its own session's listeners; the server's thread is told.
      await db.listen(message.channel, () => parentPort.postMessage({ notify: message.channel }));
      return null;
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', async (message) => {
  try {
    parentPort.postMessage({ id: message.id, result: await run(message) });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: errorFields(error) });
  }
});
parentPort.postMessage({ ready: true });
