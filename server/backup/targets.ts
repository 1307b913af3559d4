import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { APPLICATION_NAME } from '../db/client';
import { APP_ROLE, REPORT_ROLE } from '../db/schema/columns';
import { runDir } from './run-files';
import { runningServerPid } from './pglite-image';

/** Schemas PostgreSQL keeps for itself; any other schema with a table in it means the database is in use. */
const SYSTEM_SCHEMAS = "nspname not like 'pg\\_%' and nspname <> 'information_schema'";

/**
 * What DATA_DIR holds that a restore would overwrite: anything but the server's run directory and the
 * directories `keep` lists (the snapshot's own directory, BACKUP_DIR) when they are inside it.
 */
export function dataDirEntries(dataDir: string, keep: string[]): string[] {
  if (!fs.existsSync(dataDir)) return [];
  const kept = keep.map((entry) => path.resolve(entry));
  return fs
    .readdirSync(dataDir)
    .map((name) => path.join(dataDir, name))
    .filter((entry) => entry !== runDir(dataDir))
    .filter((entry) => !kept.some((k) => k === entry || k.startsWith(entry + path.sep)));
}

/** A restore never runs under a live server: it would write under the server's feet. */
export function refuseRunningServer(dataDir: string): void {
  const pid = runningServerPid(dataDir);
  if (pid !== null)
    throw new Error(`a server (process ${pid}) is running on ${dataDir}: stop it before restoring`);
}

/** A server on PostgreSQL has no socket in DATA_DIR: its connections, named by the server, give it away. */
export async function refuseConnectedServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
      [APPLICATION_NAME],
    );
    if ((rows[0] as { n: number }).n > 0)
      throw new Error('a Field Console server is connected to this database: stop it before restoring');
  } finally {
    await client.end();
  }
}

export async function postgresTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm') and ${SYSTEM_SCHEMAS}`,
    );
    return (rows[0] as { n: number }).n;
  } finally {
    await client.end();
  }
}

/**
 * Empties a PostgreSQL database for --replace: every schema that is not PostgreSQL's own is dropped, and
 * `public` is made again with the usage every role has on it in a new database.
 */
export async function clearPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`select nspname from pg_namespace where ${SYSTEM_SCHEMAS}`);
    for (const { nspname } of rows as Array<{ nspname: string }>)
      await client.query(`drop schema ${client.escapeIdentifier(nspname)} cascade`);
    await client.query('create schema public');
    await client.query('grant usage on schema public to public');
  } finally {
    await client.end();
  }
}

/**
 * The request and report roles, before a dump's grants name them. Roles belong to the PostgreSQL server,
 * not to a database, so they may exist already (this is the migration's own step, which client.ts keeps to
 * itself).
 */
export async function ensureRoles(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const role of [APP_ROLE, REPORT_ROLE]) {
      await client.query(`do $$ begin
          if not exists (select 1 from pg_roles where rolname = '${role}') then create role ${role} nologin; end if;
        exception when duplicate_object or unique_violation then null;
        end $$;`);
      await client.query(`grant ${role} to current_user`).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}
