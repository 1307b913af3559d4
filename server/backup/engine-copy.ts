import type { AppConfig } from '../config';
import type { CopySource } from './copy-source';
import { pgliteSource, postgresDumpSource } from './copy-source';
import type { CopyTarget } from './copy-target';
import { migrateTo, pgliteTarget, postgresTarget, quoted } from './copy-target';
import type { Manifest } from './manifest';

/**
 * A snapshot of the other engine (PGlite into PostgreSQL as an organisation grows, or back): a data-directory
 * image cannot be loaded by another PostgreSQL version, nor a dump by PGlite, so the target is migrated to
 * the snapshot's schema and every table's rows are copied into it, parents before the tables that refer to
 * them. Sequences, row-level security, roles and grants are the migrations' own, as on a fresh install.
 */
export async function copyBetweenEngines(
  manifest: Manifest,
  member: string,
  config: AppConfig,
): Promise<void> {
  const source: CopySource =
    manifest.engine === 'pglite' ? await pgliteSource(member) : postgresDumpSource(member);
  const target: CopyTarget = config.databaseUrl
    ? await postgresTarget(config.databaseUrl)
    : await pgliteTarget(config.dataDir);
  try {
    await migrateTo(target, manifest.migration);
    const tables = await tablesInOrder(target);
    await target.query('begin');
    // Triggers that keep tallies and histories would count the copied rows a second time.
    for (const table of tables)
      await target.query(`alter table public.${quoted(table)} disable trigger user`);
    for (const table of tables) {
      const columns = await columnsOf(target, table);
      const rows = await source.rows(table, columns);
      if (rows.length > 0) await target.copyIn(table, columns, rows);
    }
    for (const table of tables) await target.query(`alter table public.${quoted(table)} enable trigger user`);
    await resetSequences(target);
    await target.query('commit');
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await target.close();
    await source.close();
  }
}

/** The schema's tables, each after the tables its foreign keys point to (a table may point to itself). */
async function tablesInOrder(target: CopyTarget): Promise<string[]> {
  const tables = (
    await target.query(
      `select relname from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p')
       and not relispartition order by relname`,
    )
  ).map((row) => row.relname as string);
  const references = await target.query(
    `select child.relname as child, parent.relname as parent from pg_constraint c
     join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
     where c.contype = 'f' and c.connamespace = 'public'::regnamespace and c.conrelid <> c.confrelid`,
  );
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const row of references) parents.get(row.child as string)?.add(row.parent as string);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('the schema has a circle of foreign keys between tables');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The columns COPY writes: stored ones, in table order (generated columns are computed again). */
async function columnsOf(target: CopyTarget, table: string): Promise<string[]> {
  const rows = await target.query(
    `select attname from pg_attribute where attrelid = 'public.${quoted(table)}'::regclass
     and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
  );
  return rows.map((row) => row.attname as string);
}

/** Each sequence a column owns continues after the copied rows' highest value. */
async function resetSequences(target: CopyTarget): Promise<void> {
  const owned = await target.query(
    `select s.relname as sequence, t.relname as table, a.attname as column from pg_depend d
     join pg_class s on s.oid = d.objid and s.relkind = 'S' and s.relnamespace = 'public'::regnamespace
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where d.deptype in ('a', 'i')`,
  );
  for (const row of owned) {
    const [sequence, table, column] = [row.sequence, row.table, row.column].map((v) => quoted(String(v)));
    await target.query(
      `select setval('public.${sequence}', coalesce((select max(${column}) from public.${table}), 0) + 1, false)`,
    );
  }
}
