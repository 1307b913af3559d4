/**
 * The app on PGlite (demo data) in a process of its own, run by bench/live-heap.ts with --expose-gc: it prints
 * its port, then answers each line on stdin with its heap in use after a full garbage collection.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { buildApp } from '../server/app';
import { prepareDatabase } from '../server/start-up';
import { benchConfig } from './bench-db';

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with --expose-gc');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-live-heap-'));
const config = benchConfig(undefined, dataDir);
const { database } = await prepareDatabase(config);
const app = await buildApp({ config, database, logger: false, mail: { send: async () => {} } });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ port: (app.server.address() as { port: number }).port }));

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line === 'stop') break;
  // Twice: what the first collection frees may hold more that only the second can.
  collect();
  collect();
  console.log(JSON.stringify({ heapMb: process.memoryUsage().heapUsed / 1048576 }));
}
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
