import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { Database } from '../db/client';
import { connectDatabase } from '../db/client';
import type { ImageHeader } from './run-files';
import { controlSocketPath, pidFilePath, runDir } from './run-files';
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
    return { ...(await imageOf(database, dataDir)), via: 'direct' };
  } finally {
    await database.close();
  }
}

/**
 * The image of a PGlite database this process has open (the server's own scheduled backup, the control
 * socket's answer, or the CLI's when no server runs). The copy holds the database only at its start and
 * end (see pglite-copy.ts); staged in DATA_DIR/run, it is archived as it is read and removed after.
 */
export async function imageOf(database: Database, dataDir: string): Promise<Omit<DatabaseImage, 'via'>> {
  const { rows } = await database.executeSql(LAST_MIGRATION_SQL, []);
  const applied = (rows[0] as { applied: string | null } | undefined)?.applied ?? null;
  await fs.promises.mkdir(runDir(dataDir), { recursive: true, mode: 0o700 });
  const staged = await fs.promises.mkdtemp(path.join(runDir(dataDir), 'image-'));
  try {
    const copy = await database.copyDataDir(staged);
    if (copy === null) throw new Error('the database has no data directory to copy');
    const header = {
      bytes: copy.bytes,
      holdMs: copy.heldMs,
      appliedAt: applied === null ? null : Number(applied),
    };
    const stream = archiveOf(staged);
    finished(stream, () => void fs.promises.rm(staged, { recursive: true, force: true }));
    return { header, stream };
  } catch (error) {
    await fs.promises.rm(staged, { recursive: true, force: true });
    throw error;
  }
}

/**
 * A tar of a data directory in the layout PGlite's own dump has and its `loadDataDir` opens: every
 * directory and file, named relative to the data directory.
 */
function archiveOf(dir: string): Readable {
  const pack = tar.pack();
  async function add(relative: string) {
    const entries = await fs.promises.readdir(path.join(dir, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const name = relative ? `${relative}/${entry.name}` : entry.name;
      const file = path.join(dir, name);
      if (entry.isDirectory()) {
        pack.entry({ name, type: 'directory', mode: 0o700 });
        await add(name);
      } else if (entry.isFile()) {
        const { size, mtime } = await fs.promises.stat(file);
        await pipeline(fs.createReadStream(file), pack.entry({ name, size, mode: 0o600, mtime }));
      }
    }
  }
  add('').then(
    () => pack.finalize(),
    (error: Error) => pack.destroy(error),
  );
  return pack as unknown as Readable;
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
