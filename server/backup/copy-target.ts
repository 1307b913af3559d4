import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { APP_ROLE, REPORT_ROLE } from '../db/schema/columns';
import { knownMigrations, migrationsFolder } from './manifest';

/** The database a cross-engine restore writes into: SQL, and COPY of one table's rows in text format. */
export interface CopyTarget {
  query(text: string): Promise<Array<Record<string, unknown>>>;
  copyIn(table: string, columns: string[], rows: Buffer): Promise<void>;
  /** Runs drizzle's migrator with the migrations in `folder`. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

export async function pgliteTarget(dataDir: string): Promise<CopyTarget> {
  const dir = path.join(dataDir, 'pglite');
  await fs.promises.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return {
    async query(text) {
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as Array<Record<string, unknown>>;
    },
    async copyIn(table, columns, rows) {
      await client.query(`copy ${quoted(table)} (${columns.map(quoted).join(', ')}) from '/dev/blob'`, [], {
        blob: new Blob([new Uint8Array(rows)]),
      });
    },
    migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

export async function postgresTarget(url: string): Promise<CopyTarget> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async query(text) {
      const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      return ((Array.isArray(result) ? result.at(-1) : result)?.rows ?? []) as Array<Record<string, unknown>>;
    },
    async copyIn(table, columns, rows) {
      const stream = client.query(
        copyFrom(`copy ${quoted(table)} (${columns.map(quoted).join(', ')}) from stdin`),
      );
      await pipeline(Readable.from([rows]), stream);
    },
    migrate: (folder) => migratePg(drizzlePg(client), { migrationsFolder: folder }),
    close: () => client.end(),
  };
}

export function quoted(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/**
 * Brings an empty target to the snapshot's schema: the request and report roles, the migrations up to
 * the snapshot's last one, and the request role's grants (a copy of the journal cut there), so its rows fit; the newer ones run after
 * the rows are in, as they would have on the old server.
 */
export async function migrateTo(target: CopyTarget, tag: string): Promise<void> {
  for (const role of [APP_ROLE, REPORT_ROLE]) {
    await target.query(`do $$ begin
        if not exists (select 1 from pg_roles where rolname = '${role}') then create role ${role} nologin; end if;
      exception when duplicate_object or unique_violation then null;
      end $$;`);
    await target.query(`grant ${role} to current_user`).catch(() => undefined);
  }
  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'field-console-migrations-'));
  try {
    const entries = knownMigrations();
    const cut = entries.slice(0, entries.findIndex((entry) => entry.tag === tag) + 1);
    await fs.promises.mkdir(path.join(folder, 'meta'));
    const journal = JSON.parse(
      await fs.promises.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as Record<string, unknown>;
    await fs.promises.writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...journal, entries: cut }),
    );
    for (const entry of cut)
      await fs.promises.copyFile(
        path.join(migrationsFolder, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    await target.migrate(folder);
    // The request role's grants, as the migration step gives them (it runs them only when it migrates).
    await target.query(`grant usage on schema public to ${APP_ROLE}`);
    await target.query(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
    await target.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}
