import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import type { Manifest } from './manifest';
import { knownMigrations } from './manifest';
import { copyBetweenEngines } from './engine-copy';
import { libpqConnection, pgTool, runTool } from './pg-tools';
import { readManifest, unpackSnapshot } from './snapshot-reader';
import {
  clearPostgres,
  dataDirEntries,
  ensureRoles,
  postgresTables,
  refuseConnectedServer,
  refuseRunningServer,
} from './targets';

export interface RestoreOptions {
  /** Overwrite a DATA_DIR or database that holds data (otherwise refused). */
  replace: boolean;
}

export interface RestoreResult {
  ms: number;
  from: Manifest['engine'];
  to: Manifest['engine'];
  /** The snapshot's last migration, and whether newer ones were applied to it. */
  migration: string;
  migrated: boolean;
}

/** A refusal: the restore changed nothing (the CLI prints its message, without a stack). */
export class RestoreRefused extends Error {}

/**
 * Fills an empty DATA_DIR (and, with DATABASE_URL, an empty database) from a snapshot. The snapshot is
 * checked and unpacked into a staging directory first, so a damaged file is refused before anything is
 * overwritten; a snapshot of an older schema is migrated, one of a newer schema refused.
 */
export async function restoreBackup(
  config: AppConfig,
  file: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const started = performance.now();
  const snapshot = path.resolve(file);
  const manifest = await readManifest(snapshot);
  const known = knownMigrations();
  const position = known.findIndex((entry) => entry.tag === manifest.migration);
  if (position < 0)
    throw new RestoreRefused(
      `This backup comes from a newer version of Field Console (its schema's last migration, ${manifest.migration}, is not one this version knows). Restore it with that version or a later one.`,
    );
  const to = config.databaseUrl ? 'postgres' : 'pglite';
  const dataDir = config.dataDir;
  refuseRunningServer(dataDir);
  if (config.databaseUrl) await refuseConnectedServer(config.databaseUrl);
  const keep = [path.dirname(snapshot), ...(config.backup.dir ? [config.backup.dir] : [])];
  const occupied = dataDirEntries(dataDir, keep);
  const tables = config.databaseUrl ? await postgresTables(config.databaseUrl) : 0;
  if ((occupied.length > 0 || tables > 0) && !options.replace)
    throw new RestoreRefused(
      `${occupied.length > 0 ? dataDir : 'The database'} is not empty. Restore into an empty one, or add --replace to overwrite what it holds.`,
    );
  const staging = path.join(dataDir, `.restore-${process.pid}`);
  await fs.promises.mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    await unpackSnapshot(snapshot, manifest, staging);
    for (const entry of occupied) await fs.promises.rm(entry, { recursive: true, force: true });
    if (config.databaseUrl && tables > 0) await clearPostgres(config.databaseUrl);
    const database = path.join(staging, 'database');
    if (manifest.engine !== to) await copyBetweenEngines(manifest, database, config);
    else if (config.databaseUrl) await loadPostgresDump(database, config.databaseUrl);
    else await loadPgliteImage(database, dataDir);

    // Applies the migrations the snapshot predates (and nothing when it is current).
    const opened = await openDatabase({ dataDir, databaseUrl: config.databaseUrl });
    await opened.close();
    const files = path.join(staging, 'data');
    if (fs.existsSync(files))
      for (const name of await fs.promises.readdir(files))
        await fs.promises.rename(path.join(files, name), path.join(dataDir, name));
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
  return {
    ms: Math.round(performance.now() - started),
    from: manifest.engine,
    to,
    migration: manifest.migration,
    migrated: position < known.length - 1,
  };
}

/** PGlite opens the image as the data directory it was taken from. */
async function loadPgliteImage(member: string, dataDir: string): Promise<void> {
  const chunks: Buffer[] = [];
  await pipeline(fs.createReadStream(member), createGunzip(), async (source) => {
    for await (const chunk of source) chunks.push(chunk as Buffer);
  });
  const dir = path.join(dataDir, 'pglite');
  await fs.promises.mkdir(dir, { recursive: true });
  const database = await PGlite.create({
    dataDir: dir,
    loadDataDir: new Blob(chunks.map((chunk) => new Uint8Array(chunk))),
  });
  await database.close();
}

/**
 * pg_restore into the emptied database: the schema, rows, sequences, row-level security and grants as the
 * dump holds them; objects are owned by the restoring user, as a migration run by it would have made them.
 */
async function loadPostgresDump(member: string, url: string): Promise<void> {
  await ensureRoles(url);
  const { dbname, env } = libpqConnection(url);
  await runTool(
    pgTool('pg_restore'),
    ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, member],
    env,
  );
}
