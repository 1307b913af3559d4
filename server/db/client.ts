import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { APP_ROLE, REPORT_ROLE } from './schema/columns';
import type { RequestScope } from './scope-statement';
import { scopeStatement } from './scope-statement';
import type { DatabaseStatus } from './database-hold';
import type { HoldLimits } from './pglite-host';
import { PgliteHost } from './pglite-host';
import type { DataDirCopy } from './pglite-copy';
import type { OpenTransaction } from './pg-transactions';
import { transactionsOn } from './pg-transactions';
import * as schema from './schema/index';

export type { RequestScope } from './scope-statement';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it. Transactions have the same query surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the root database or a transaction: queries accept both. */
export type Executor = Db | Tx;

/** Rows of one raw statement, as pg and PGlite both answer them. */
export interface RawResult {
  rows: unknown[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Raw SQL on the root connection, for libraries that bring their own SQL (the job queue). With values it
   * runs one statement with parameters; without, a script of several statements (the last one's rows).
   */
  executeSql(text: string, values?: unknown[]): Promise<RawResult>;
  /**
   * PGlite only: copies the data directory into `target` (an empty directory) while the server runs, a
   * consistent image that PGlite opens as it was at the end of the copy (null on PostgreSQL, which pg_dump
   * copies).
   */
  copyDataDir(target: string): Promise<DataDirCopy | null>;
  /**
   * Calls `onNotify` after each commit that sent NOTIFY on `channel` (repeats may be folded into one), and
   * once more whenever the listening connection was lost and made again, when a notification may have been
   * missed. Answers a function that stops listening.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Whether the database can take work now (the health answer's readiness). */
  status(): DatabaseStatus;
  /** Where warnings about the database go (the server's log, once it has one). */
  useLog(log: HoldLimits['log']): void;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Connections of this process's PostgreSQL pool (10; the server passes DATABASE_POOL_SIZE); each clustered worker has its own pool. */
  poolSize?: number | undefined;
  /** PGlite: a request's or job's hold of the database past this many milliseconds is stopped (2000). */
  holdLimitMs?: number | undefined;
}

/** Opens PGlite in `dataDir` or PostgreSQL at `databaseUrl`, creates the request role and migrates. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = await connectDatabase(options);
  await migrateDatabase(database);
  return database;
}

/** Opens the database without migrating it (openDatabase does both). */
export function connectDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.holdLimitMs ?? DEFAULT_HOLD_LIMIT_MS);
}

/** The longest a request or job may hold the embedded database (PGLITE_HOLD_LIMIT_MS). */
export const DEFAULT_HOLD_LIMIT_MS = 2000;

/** Before the server has a log: warnings go to the console as one line of JSON. */
const consoleLog: HoldLimits['log'] = {
  warn: (details, message) => console.warn(JSON.stringify({ level: 'warn', ...details, msg: message })),
  error: (details, message) => console.error(JSON.stringify({ level: 'error', ...details, msg: message })),
};

/** Creates the request role, applies the migrations not applied yet and grants the role the tables. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (await isUpToDate(database)) return;
  await ensureAppRole(database.db);
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder });
  else await migratePg(database.db as never, { migrationsFolder });
  await grantAppRole(database.db);
}

async function openPglite(dataDir: string, limitMs: number): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const limits: HoldLimits = { limitMs, warnMs: Math.min(1000, limitMs / 2), log: consoleLog };
  const client = await PgliteHost.open(dir, limits);
  // The host has PGlite's query surface (query, exec, transaction), which is all drizzle uses.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema }) as unknown as Db;
  async function executeSql(text: string, values?: unknown[]): Promise<RawResult> {
    // PGlite's query takes one statement with parameters; exec takes a script without any.
    if (values && values.length > 0) return client.query(text, values);
    // A script that fails inside its own BEGIN must not leave the database in that transaction.
    const results = await client.exec(text).catch(async (error: unknown) => {
      await client.exec('ROLLBACK').catch(() => undefined);
      throw error;
    });
    return results[results.length - 1] ?? { rows: [] };
  }
  return {
    db,
    kind: 'pglite',
    executeSql,
    copyDataDir: (target) => client.copyDataDir(target),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    status: () => client.status(),
    useLog: (log) => void (limits.log = log),
    close: () => client.close(),
  };
}

/** The application_name of the server's PostgreSQL connections. */
export const APPLICATION_NAME = 'field-console';

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // Named, so the database's own views (pg_stat_activity) tell the server's connections from others'.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, application_name: APPLICATION_NAME });
  // An idle connection the server drops (restart, failover) emits 'error' on the pool; unhandled, that
  // would end the process. The pool replaces the connection on next use.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  openers.set(db, transactionsOn<Tx>(pool, db));
  async function executeSql(text: string, values?: unknown[]): Promise<RawResult> {
    if (values && values.length > 0) return pool.query(text, values);
    // A script may open a transaction (pg-boss's locked scripts: BEGIN ... COMMIT). When one of its
    // statements fails (two processes installing pg-boss at once: "already exists"), the connection must
    // not go back to the pool inside the aborted transaction, where every later query would fail.
    const client = await pool.connect();
    try {
      const result = await client.query(text);
      // A script of several statements answers one result per statement.
      return Array.isArray(result) ? ((result as pg.QueryResult[]).at(-1) ?? { rows: [] }) : result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return {
    db,
    kind: 'postgres',
    executeSql,
    copyDataDir: () => Promise.resolve(null),
    listen: (channel, onNotify) => listenPostgres(url, channel, onNotify),
    status: () => ({ state: 'ready' }),
    useLog: () => undefined,
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to requests). A lost connection is made
 * again after a pause, and `onNotify` is called then, since a notification may have gone by meanwhile.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME} listen` });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  }
  function lose(lost: pg.Client) {
    if (client !== lost) return;
    client = null;
    void lost.end().catch(() => undefined);
    again();
  }
  function again() {
    if (stopped) return;
    retry = setTimeout(() => connect().then(onNotify, again), 1000);
  }
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/**
 * One query instead of the dozen of a migration run, on most starts: the newest migration in the journal is
 * applied (drizzle compares these timestamps too) and the request role exists with the current user in it.
 * Grants need no check: only a migration adds tables. Anything unexpected means "not up to date".
 */
async function isUpToDate(database: Database): Promise<boolean> {
  try {
    const journalFile = path.join(migrationsFolder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ when: number }> };
    const newest = journal.entries.at(-1)?.when;
    if (newest === undefined) return false;
    const { rows } = await database.executeSql(
      `select (select max(created_at) from drizzle.__drizzle_migrations)::text as applied,
        exists (select 1 from pg_roles where rolname = $1)
          and pg_has_role(current_user, (select oid from pg_roles where rolname = $1), 'member') as role`,
      [APP_ROLE],
    );
    const row = rows[0] as { applied: string | null; role: boolean } | undefined;
    return row !== undefined && row.role && row.applied !== null && Number(row.applied) >= newest;
  } catch {
    return false;
  }
}

/**
 * Roles are cluster-wide in PostgreSQL, so creating the request role must tolerate it existing already
 * (several databases of one cluster, or a DBA who created it beforehand).
 */
async function ensureAppRole(db: Db): Promise<void> {
  // The report role (migration 0018) reads only the reporting views; requests switch to it to run report SQL.
  for (const role of [APP_ROLE, REPORT_ROLE]) {
    await db.execute(
      sql.raw(`do $$ begin
        if not exists (select 1 from pg_roles where rolname = '${role}') then
          create role ${role} nologin;
        end if;
      exception when duplicate_object or unique_violation then null;
      end $$;`),
    );
    await db.execute(sql.raw(`grant ${role} to current_user`)).catch(() => undefined);
  }
}

async function grantAppRole(db: Db): Promise<void> {
  for (const statement of [
    `grant usage on schema public to ${APP_ROLE}`,
    `grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`,
    `grant usage, select on all sequences in schema public to ${APP_ROLE}`,
  ]) {
    await db.execute(sql.raw(statement));
  }
}

/** SQLSTATE of the opening's failure when the caller's account or role changed since they were read. */
export const CALLER_CHANGED = 'FC001';

/**
 * Runs `work` in a transaction as the request role with the caller's organisation, vendor and allowed
 * access groups set, so the row-level security policies scope every statement in it.
 */
export async function withScope<T>(db: Db, scope: RequestScope, work: (tx: Tx) => Promise<T>): Promise<T> {
  // One statement: the role, the organisation, the vendor and the access groups (set_config('role') is
  // SET LOCAL ROLE; the grants are read before it applies, as the tables' owner, by organisation).
  const opening = scopeStatement(scope);
  const scoped = (tx: Tx) => {
    scopes.set(tx, scope);
    return work(tx);
  };
  const open = openers.get(db);
  // A caller's stamp is checked even when the work reads nothing: its answer may rest on the caller.
  if (open) return open(opening, scoped, { always: Boolean(scope.stamp) });
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(opening));
    return scoped(tx);
  });
}

/** PostgreSQL databases' transactions that send their opening with BEGIN (PGlite has no round trips). */
const openers = new WeakMap<Db, OpenTransaction<Tx>>();

const scopes = new WeakMap<Tx, RequestScope>();

/** The scope withScope set on `tx` (not on a savepoint inside it), without asking the database. */
export function scopeOf(tx: Executor): RequestScope | undefined {
  return scopes.get(tx as Tx);
}
