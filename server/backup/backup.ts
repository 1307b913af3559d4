import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { listDataFiles } from './data-files';
import type { Manifest, ManifestMember } from './manifest';
import {
  LAST_MIGRATION_SQL,
  PGLITE_MEMBER,
  POSTGRES_MEMBER,
  SNAPSHOT_FORMAT,
  migrationTag,
} from './manifest';
import { libpqConnection, pgTool, runTool } from './pg-tools';
import { imageOf, pgliteImage } from './pglite-image';
import { hashFile } from './data-files';
import { measuring } from '../lib/measuring-stream';
import { writeSnapshot } from './snapshot-writer';

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** How long the database was held for its image (PGlite); null on PostgreSQL, which pg_dump reads in a snapshot. */
  holdMs: number | null;
  engine: Manifest['engine'];
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The default name of a snapshot in a directory: sorts by time, and says what it is. */
export function snapshotName(now = new Date()): string {
  return `field-console-${now.toISOString().replace(/[:.]/g, '-')}.backup`;
}

/** A file name given for a directory (BACKUP_DIR, or a directory on the command line) gets a dated name. */
function targetFile(target: string): string {
  const resolved = path.resolve(target);
  if (fs.existsSync(resolved) && fs.statSync(resolved).isDirectory())
    return path.join(resolved, snapshotName());
  return resolved;
}

/**
 * One consistent snapshot of the installation, written while the server runs: the database (PGlite's
 * data-directory image, gzipped; or pg_dump's custom format) and DATA_DIR's files. The database is copied
 * first, then the files, so every file a row of the copy names is there (uploads are never rewritten).
 */
export async function createBackup(
  config: AppConfig,
  target: string,
  /** The server's own open database (its scheduled backup): PGlite's image is taken from it directly. */
  own?: Database,
): Promise<BackupResult> {
  const started = performance.now();
  if (own?.kind === 'postgres' && !config.databaseUrl)
    throw new Error('a PostgreSQL database is backed up with pg_dump, which needs DATABASE_URL');
  const file = targetFile(target);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const staged = `${file}.database.partial`;
  try {
    const database = config.databaseUrl
      ? await dumpPostgres(config.databaseUrl, staged)
      : await dumpPglite(config.dataDir, staged, own);
    const files = await listDataFiles(config.dataDir, [path.dirname(file)]);
    const manifest: Manifest = {
      format: SNAPSHOT_FORMAT,
      engine: config.databaseUrl ? 'postgres' : 'pglite',
      migration: database.migration,
      createdAt: new Date().toISOString(),
      database: database.member,
      files,
    };
    await writeSnapshot(file, manifest, staged, config.dataDir);
    const { size } = await fs.promises.stat(file);
    return {
      file,
      bytes: size,
      ms: Math.round(performance.now() - started),
      holdMs: database.holdMs,
      engine: manifest.engine,
    };
  } finally {
    await fs.promises.rm(staged, { force: true });
  }
}

interface StagedDatabase {
  member: ManifestMember;
  migration: string;
  holdMs: number | null;
}

async function dumpPglite(dataDir: string, staged: string, own?: Database): Promise<StagedDatabase> {
  const image = own ? await imageOf(own, dataDir) : await pgliteImage(dataDir);
  const measure = measuring();
  // Compressed here, in the backup's process, after the server let go of the database.
  await pipeline(
    image.stream,
    createGzip({ level: 6 }),
    measure.transform,
    fs.createWriteStream(staged, { mode: 0o600 }),
  );
  const migration = migrationTag(image.header.appliedAt);
  if (!migration) throw new Error('the database has not been migrated yet: nothing to back up');
  return { member: { name: PGLITE_MEMBER, ...measure.result() }, migration, holdMs: image.header.holdMs };
}

async function dumpPostgres(url: string, staged: string): Promise<StagedDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let applied: string | null;
  try {
    applied = ((await client.query(LAST_MIGRATION_SQL)).rows[0] as { applied: string | null }).applied;
  } finally {
    await client.end();
  }
  const migration = migrationTag(applied === null ? null : Number(applied));
  if (!migration) throw new Error('the database has not been migrated yet: nothing to back up');
  const { dbname, env } = libpqConnection(url);
  // Custom format: compressed, and read by pg_restore table by table. pg_dump reads in one snapshot.
  await runTool(
    pgTool('pg_dump'),
    ['--format=custom', '--compress=6', `--file=${staged}`, `--dbname=${dbname}`],
    env,
  );
  return { member: { name: POSTGRES_MEMBER, ...(await hashFile(staged)) }, migration, holdMs: null };
}
