import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';

/**
 * The schema stays ready to shard by organisation with Citus (docs/scaling.md): read from the live, migrated
 * database, every tenant table's primary key, unique constraint and unique index holds organisation_id, and
 * every foreign key between tenant tables carries it, so each organisation's rows live on one node.
 */

/** Global reference data: copied to every node (create_reference_table). */
const REFERENCE_TABLES = ['city', 'country', 'industry', 'state'];
/** The tenant itself: distributed by its id, co-located with every tenant table's organisation_id. */
const TENANT_ROOT = 'organisation';
/** Kept on the coordinator only (Citus local tables), with the reason: read before any tenant is known. */
const LOCAL_TABLES: Record<string, string> = {
  sign_in_attempt: 'sign-in throttling counts attempts by email and address before the organisation is known',
};
/** Known violations, with the reason and the plan in docs/scaling.md. A fixed one must leave this list. */
const EXCEPTIONS: Record<string, string> = {
  user_account_email_uq:
    'sign-in finds the account by email alone, so an email is unique across organisations; on Citus the ' +
    'uniqueness moves to a login directory (email -> organisation) kept as a reference table',
};

interface TableRow {
  name: string;
  tenant: boolean;
}
interface UniqueRow {
  name: string;
  table: string;
  primary: boolean;
  columns: string[];
}
interface ForeignKeyRow {
  name: string;
  table: string;
  references: string;
  columns: string[];
  referenced: string[];
}

let t: TestApp;
let tables: TableRow[];
let uniques: UniqueRow[];
let foreignKeys: ForeignKeyRow[];

async function rows<T>(text: string): Promise<T[]> {
  return (await t.database.executeSql(text, [])).rows as T[];
}

beforeAll(async () => {
  t = await createTestApp();
  tables = await rows<TableRow>(`
    select c.relname::text as name,
      exists (select 1 from pg_attribute a
        where a.attrelid = c.oid and a.attname = 'organisation_id' and not a.attisdropped) as tenant
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by 1`);
  // Primary keys, unique constraints and unique indexes alike: each is a unique index. Expressions show as
  // '(expression)' unless they are plain columns.
  uniques = await rows<UniqueRow>(`
    select i.relname::text as name, c.relname::text as table, x.indisprimary as primary,
      array(select coalesce(a.attname::text, '(expression)')
        from unnest(x.indkey::int2[]) with ordinality as k(attnum, position)
        left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        order by k.position) as columns
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class c on c.oid = x.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and x.indisunique
    order by 2, 1`);
  foreignKeys = await rows<ForeignKeyRow>(`
    select con.conname::text as name, c.relname::text as table, f.relname::text as references,
      array(select a.attname::text from unnest(con.conkey) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
        order by k.position) as columns,
      array(select a.attname::text from unnest(con.confkey) with ordinality as k(attnum, position)
        join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
        order by k.position) as referenced
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_class f on f.oid = con.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and con.contype = 'f'
    order by 2, 1`);
});
afterAll(() => t.close());

function tenantTables(): Set<string> {
  return new Set(tables.filter((table) => table.tenant).map((table) => table.name));
}

/** Whether a foreign key maps `column` of its table onto `target` of the table it references. */
function maps(key: ForeignKeyRow, column: string, target: string): boolean {
  const index = key.columns.indexOf(column);
  return index >= 0 && key.referenced[index] === target;
}

describe('sharding by organisation (Citus)', () => {
  it('knows every table: tenant (organisation_id), the organisation, reference or coordinator-only', () => {
    const unknown = tables
      .filter((table) => !table.tenant)
      .map((table) => table.name)
      .filter((name) => name !== TENANT_ROOT && !REFERENCE_TABLES.includes(name) && !(name in LOCAL_TABLES));
    expect(unknown, 'tables without organisation_id that are neither reference nor coordinator-only').toEqual(
      [],
    );
    const tenantsListedElsewhere = [...REFERENCE_TABLES, TENANT_ROOT, ...Object.keys(LOCAL_TABLES)].filter(
      (name) => tenantTables().has(name),
    );
    expect(tenantsListedElsewhere).toEqual([]);
    expect(tenantTables().size).toBeGreaterThan(30);
  });

  it('starts every tenant primary key with organisation_id, and keys the organisation by its id', () => {
    const tenants = tenantTables();
    const primaries = uniques.filter((key) => key.primary);
    const wrong = primaries
      .filter((key) => (tenants.has(key.table) ? key.columns[0] !== 'organisation_id' : false))
      .map((key) => `${key.table}: (${key.columns.join(', ')})`);
    expect(wrong).toEqual([]);
    expect(primaries.find((key) => key.table === TENANT_ROOT)?.columns).toEqual(['id']);
  });

  it('holds organisation_id in every unique constraint and unique index of a tenant table', () => {
    const tenants = tenantTables();
    const violations = uniques
      .filter(
        (key) =>
          (tenants.has(key.table) && !key.columns.includes('organisation_id')) ||
          (key.table === TENANT_ROOT && !key.columns.includes('id')),
      )
      .map((key) => key.name);
    const unexplained = violations.filter((name) => !(name in EXCEPTIONS));
    expect(
      unexplained,
      'unique keys a shard cannot enforce (add organisation_id, or explain in EXCEPTIONS)',
    ).toEqual([]);
    const stale = Object.keys(EXCEPTIONS).filter((name) => !violations.includes(name));
    expect(stale, 'exceptions that no longer apply: remove them here and in docs/scaling.md').toEqual([]);
  });

  it('carries organisation_id in every foreign key between tenant tables', () => {
    const tenants = tenantTables();
    const wrong = foreignKeys
      .filter((key) => {
        if (!tenants.has(key.table)) return false;
        if (tenants.has(key.references)) return !maps(key, 'organisation_id', 'organisation_id');
        if (key.references === TENANT_ROOT) return !maps(key, 'organisation_id', 'id');
        return !REFERENCE_TABLES.includes(key.references);
      })
      .map(
        (key) =>
          `${key.name}: ${key.table}(${key.columns.join(', ')}) -> ` +
          `${key.references}(${key.referenced.join(', ')})`,
      );
    expect(wrong).toEqual([]);
  });

  it('has no foreign key from reference or coordinator-only tables to tenant data', () => {
    const tenants = tenantTables();
    const wrong = foreignKeys
      .filter((key) => !tenants.has(key.table) && key.table !== TENANT_ROOT)
      .filter((key) => tenants.has(key.references) || key.references === TENANT_ROOT)
      .map((key) => key.name);
    expect(wrong).toEqual([]);
  });

  it('is the plan in docs/scaling.md: every table distributed, referenced or kept, each exception', () => {
    const plan = fs.readFileSync(path.resolve('docs/scaling.md'), 'utf8');
    const missing: string[] = [];
    for (const name of tenantTables()) {
      if (!plan.includes(`create_distributed_table('${name}', 'organisation_id'`)) missing.push(name);
    }
    if (!plan.includes(`create_distributed_table('${TENANT_ROOT}', 'id'`)) missing.push(TENANT_ROOT);
    for (const name of REFERENCE_TABLES)
      if (!plan.includes(`create_reference_table('${name}')`)) missing.push(name);
    for (const name of [...Object.keys(LOCAL_TABLES), ...Object.keys(EXCEPTIONS)]) {
      if (!plan.includes(`\`${name}\``)) missing.push(name);
    }
    expect(missing, 'tables or exceptions docs/scaling.md does not cover').toEqual([]);
  });
});
