import fs from 'node:fs';
import path from 'node:path';

/**
 * A consistent copy of a running PGlite database's data directory, taken the way PostgreSQL's base backups
 * are: `pg_backup_start` (a checkpoint, in a short hold), then the files copied while everyone else's work
 * goes on, then `pg_backup_stop` and the write-ahead log written since the start (a second short hold).
 * PostgreSQL opens the copy by replaying that log from the checkpoint named in `backup_label`, so pages
 * changed while they were copied come out as they were at the end.
 */

export interface DataDirCopy {
  /** Bytes copied: the data files and the write-ahead log the copy needs. */
  bytes: number;
  /** How long the copy held the database (both holds together). */
  heldMs: number;
}

type Rows = Array<Record<string, unknown>>;

export interface CopySession {
  readonly dataDir: string;
  /** Runs `work` in one hold of the database, which is never stopped (stopping it would end the backup). */
  held<T>(work: (query: (text: string) => Promise<Rows>) => Promise<T>): Promise<T>;
  /** Changes whenever the database's thread is started again: a backup in progress is then gone. */
  generation(): number;
}

/** A write-ahead-log segment's file name (000000010000000000000042); they sort in log order. */
const SEGMENT = /^[0-9A-F]{24}$/;
/** Files a base backup leaves out (PostgreSQL's documentation, "Making a Base Backup Using the Low Level API"). */
const LEFT_OUT = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);

export async function copyDataDirOnline(session: CopySession, target: string): Promise<DataDirCopy> {
  let heldMs = 0;
  const held = <T>(work: (query: (text: string) => Promise<Rows>) => Promise<T>) =>
    session.held(async (query) => {
      const started = performance.now();
      try {
        return await work(query);
      } finally {
        heldMs += performance.now() - started;
      }
    });
  const generation = session.generation();
  await held((query) => query("select pg_backup_start('field-console backup', true)"));
  let stopped = false;
  try {
    // The log is copied at the end, from the backup's start to its stop; the rest of pg_wal is not needed.
    const dataBytes = await copyTree(session.dataDir, target, (relative) => {
      const [top] = relative.split(path.sep);
      return top !== 'pg_wal' && !LEFT_OUT.has(relative);
    });
    const walBytes = await held(async (query) => {
      if (session.generation() !== generation)
        throw new Error('the built-in database was restarted while it was being copied; back up again');
      const [stop] = await query('select labelfile from pg_backup_stop(false)');
      stopped = true;
      const label = String(stop?.labelfile ?? '');
      const first = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(label)?.[1];
      if (!first) throw new Error('the database did not say where its backup started');
      const [current] = await query('select pg_walfile_name(pg_current_wal_insert_lsn()) as segment');
      const last = String(current?.segment);
      await fs.promises.writeFile(path.join(target, 'backup_label'), label, { mode: 0o600 });
      return copyTree(
        path.join(session.dataDir, 'pg_wal'),
        path.join(target, 'pg_wal'),
        (name) => SEGMENT.test(name) && name >= first && name <= last,
      );
    });
    return { bytes: dataBytes + walBytes, heldMs: Math.round(heldMs) };
  } finally {
    if (!stopped && session.generation() === generation)
      await held((query) => query('select pg_backup_stop(false)')).catch(() => undefined);
  }
}

/**
 * Copies `from`'s tree into `to` (which exists): every directory, and the files `keep` accepts (paths relative
 * to `from`). A file removed while the tree is walked (a table rewritten, a segment recycled) is skipped: the
 * log replayed on opening the copy makes it again if it is needed. Answers the bytes copied.
 */
async function copyTree(from: string, to: string, keep: (relative: string) => boolean): Promise<number> {
  let bytes = 0;
  async function walk(relative: string) {
    const entries = await fs.promises
      .readdir(path.join(from, relative), { withFileTypes: true })
      .catch(ignoreVanished([]));
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        await fs.promises.mkdir(path.join(to, child), { recursive: true, mode: 0o700 });
        await walk(child);
      } else if (entry.isFile() && keep(child)) {
        const copied = await fs.promises
          .copyFile(path.join(from, child), path.join(to, child))
          .then(() => fs.promises.stat(path.join(to, child)))
          .catch(ignoreVanished(null));
        bytes += copied?.size ?? 0;
      }
    }
  }
  await walk('');
  return bytes;
}

function ignoreVanished<T>(value: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return value;
    throw error;
  };
}
