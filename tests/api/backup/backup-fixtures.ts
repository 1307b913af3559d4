import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import type { AppConfig } from '../../../server/config';
import { loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { openDatabase } from '../../../server/db/client';
import { APP_ROLE, REPORT_ROLE } from '../../../server/db/schema/columns';
import { randomToken } from '../../../server/crypto';
import { withDatabase } from '../../support/api-global-setup';
import type { TestApp } from '../../support/test-app';
import { PNG_1PX, multipart } from '../people-fixtures';

/** A fresh target for a restore: an empty directory, and with PostgreSQL an empty database of its own. */
export interface RestoreTarget {
  config: AppConfig;
  drop(): Promise<void>;
}

export async function emptyTarget(): Promise<RestoreTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-restore-'));
  const url = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (url) {
    const name = `r_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}_${process.pid}`;
    await adminQuery(url, `create database ${name}`);
    databaseUrl = withDatabase(url, name);
    dropDatabase = () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' }),
    databaseUrl,
    staticDir: path.join(dataDir, 'no-client'),
  };
  return {
    config,
    async drop() {
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * The running test app's configuration as `npm run backup` would load it beside that server: with
 * PostgreSQL, DATABASE_URL names the test file's own database (the test app keeps it to itself).
 */
export async function sourceConfig(t: TestApp): Promise<AppConfig> {
  const url = process.env.DATABASE_URL;
  if (!url) return t.app.config;
  const { rows } = await t.database.executeSql('select current_database() as name', []);
  return { ...t.app.config, databaseUrl: withDatabase(url, (rows[0] as { name: string }).name) };
}

/** The server started on a restored target, as `npm start` would (migrated, its jobs not run). */
export async function startOn(config: AppConfig): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const app = await buildApp({ config, database, logger: false, jobs: false });
  await app.ready();
  return { app, database };
}

/**
 * Row count and a checksum of each tenant table (every table with an organisation_id): the checksum is of
 * the rows' text, each hashed and sorted by hash, so it does not depend on physical order or collation.
 */
export async function tenantTableSums(database: Database): Promise<Map<string, string>> {
  const { rows } = await database.executeSql(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'organisation_id' order by table_name`,
    [],
  );
  const sums = new Map<string, string>();
  for (const { table_name: table } of rows as Array<{ table_name: string }>) {
    const result = await database.executeSql(
      `select count(*)::int as n, coalesce(md5(string_agg(h, '' order by h)), '') as sum
       from (select md5(t::text) as h from "${table}" t) rows`,
      [],
    );
    const row = result.rows[0] as { n: number; sum: string };
    sums.set(table, `${row.n}:${row.sum}`);
  }
  return sums;
}

/** Uploads a picture as the caller; answers its download path. */
export async function uploadImage(t: TestApp, token: string, content = PNG_1PX): Promise<string> {
  const { payload, contentType } = multipart({}, { key: 'model', name: 'meter.png', content });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/document/Image',
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return (JSON.parse(response.body) as { data: { url: string } }).data.url;
}

/**
 * What a fresh migration sets up for the request and report roles: per table and view, row-level security
 * (enabled, forced), its policies, and each role's privileges; per sequence, the request role's.
 */
export async function securityFacts(database: Database): Promise<unknown[]> {
  const { rows } = await database.executeSql(
    `select n.nspname || '.' || c.relname as relation, c.relkind::text as kind, c.relrowsecurity as rls,
       c.relforcerowsecurity as forced,
       (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
       (select coalesce(string_agg(a.privilege_type || ':' || r.rolname, ',' order by r.rolname, a.privilege_type), '')
          from aclexplode(coalesce(c.relacl, acldefault('r', c.relowner))) a
          join pg_roles r on r.oid = a.grantee where r.rolname in ('${APP_ROLE}', '${REPORT_ROLE}')) as grants
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname in ('public', 'reporting') and c.relkind in ('r', 'p', 'v', 'S')
     order by 1`,
    [],
  );
  return rows;
}

/** A fresh install's database, migrated and nothing more: what a restore's security must equal. */
export async function freshSecurityFacts(): Promise<unknown[]> {
  const target = await emptyTarget();
  try {
    const database = await openDatabase({
      dataDir: target.config.dataDir,
      databaseUrl: target.config.databaseUrl,
    });
    try {
      return await securityFacts(database);
    } finally {
      await database.close();
    }
  } finally {
    await target.drop();
  }
}
