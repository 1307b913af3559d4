import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../db/client';
import { connectDatabase } from '../db/client';
import type { ImageHeader } from './run-files';
import { controlSocketPath, pidFilePath } from './run-files';
import { LAST_MIGRATION_SQL } from './manifest';

export interface DatabaseImage {
  header: ImageHeader;
  /** The uncompressed tar of the PGlite data directory. */
  stream: Readable;
  /** 'server': the running server took it; 'direct': no server ran, the directory was opened here; 'process': this process's own database. */
  via: 'server' | 'direct' | 'process';
}

/**
 * The PGlite image of DATA_DIR: asked of the running server when one runs (it owns the directory), else
 * taken by opening the directory here. A server that runs but cannot be reached is an error, never a
 * reason to open its files a second time.
 */
export async function pgliteImage(dataDir: string): Promise<DatabaseImage> {
  const fromServer = await askServer(dataDir);
  if (fromServer) return fromServer;
  const pid = runningServerPid(dataDir);
  if (pid !== null)
    throw new Error(`a server (process ${pid}) runs on ${dataDir} but its control socket did not answer`);
  if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
    throw new Error(`there is no database in ${dataDir} to back up`);
  const database = await connectDatabase({ dataDir });
  try {
    return { ...(await imageOf(database)), via: 'direct' };
  } finally {
    await database.close();
  }
}

/**
 * The image of a PGlite database this process has open (the server's own scheduled backup, or the CLI's
 * when no server runs). Only dumpDataDir holds the database; the image is buffered, not compressed, there.
 */
export async function imageOf(database: Database): Promise<Omit<DatabaseImage, 'via'>> {
  const { rows } = await database.executeSql(LAST_MIGRATION_SQL, []);
  const applied = (rows[0] as { applied: string | null } | undefined)?.applied ?? null;
  const started = performance.now();
  const image = await database.dumpDataDir();
  const holdMs = Math.round(performance.now() - started);
  if (!image) throw new Error('the database has no data-directory image');
  const header = { bytes: image.byteLength, holdMs, appliedAt: applied === null ? null : Number(applied) };
  return { header, stream: Readable.from([Buffer.from(image.buffer, image.byteOffset, image.byteLength)]) };
}

/** The pid in DATA_DIR/run/server.pid when that process is alive. */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFilePath(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** The server's answer, or null when no server listens on DATA_DIR's control socket. */
function askServer(dataDir: string): Promise<DatabaseImage | null> {
  const file = controlSocketPath(dataDir);
  if (!fs.existsSync(file)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(file);
    let buffered = Buffer.alloc(0);
    socket.once('connect', () => socket.write('image\n'));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
    function onData(chunk: Buffer) {
      buffered = Buffer.concat([buffered, chunk]);
      const newline = buffered.indexOf(0x0a);
      if (newline < 0) return;
      socket.off('data', onData);
      socket.off('end', onEarlyEnd);
      const answer = JSON.parse(buffered.subarray(0, newline).toString('utf8')) as ImageHeader & {
        error?: string;
      };
      if (answer.error) {
        socket.destroy();
        return reject(new Error(`the server could not take the database image: ${answer.error}`));
      }
      const rest = buffered.subarray(newline + 1);
      socket.pause();
      if (rest.length > 0) socket.unshift(rest);
      resolve({ header: answer, stream: socket, via: 'server' });
    }
    function onEarlyEnd() {
      reject(new Error('the server closed the control socket without answering'));
    }
    socket.on('data', onData);
    socket.once('end', onEarlyEnd);
  });
}
