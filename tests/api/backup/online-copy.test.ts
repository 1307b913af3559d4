import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../support/test-app';
import { createTestApp } from '../../support/test-app';

/*
 * A backup of the built-in database copies its files while everyone else's work goes on: only the start
 * (a checkpoint) and the end (the log written meanwhile) hold the database. The copy opens as the database
 * was at the end, with the pages changed during the copy as they were then.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const FILLER_ROWS = 60_000;

let t: TestApp;
let copyDir: string;

/** The filler row a probe write changes: spread over the table, so the writes touch pages being copied. */
const rowOf = (n: number) => ((n * 7919) % FILLER_ROWS) + 1;
const padOf = (n: number) => String.fromCharCode(65 + (n % 26)).repeat(200);

beforeAll(async () => {
  if (onPostgres) return;
  t = await createTestApp({ jobs: false });
  copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-copy-'));
  // About 60 MB of rows, so the copy takes long enough for others' writes to land in the middle of it.
  await t.database.executeSql(
    `create table backup_filler as select g, repeat('.', 1000) as pad from generate_series(1, ${FILLER_ROWS}) g;
     create unique index on backup_filler (g);
     create table backup_probe (n int primary key);
     checkpoint`,
  );
}, 120_000);
afterAll(async () => {
  if (onPostgres) return;
  fs.rmSync(copyDir, { recursive: true, force: true });
  await t.close();
});

describe.skipIf(onPostgres)('a backup’s copy of the built-in database', () => {
  it('lets writes through while the files are copied, and opens as the database was at its end', async () => {
    let n = 0;
    let copying = false;
    let writing = true;
    let acknowledgedBeforeCopy = 0;
    let acknowledgedDuringCopy = 0;
    async function writer() {
      while (writing) {
        n += 1;
        const mine = n;
        await t.database.executeSql(
          `begin;
           update backup_filler set pad = '${padOf(mine)}' where g = ${rowOf(mine)};
           insert into backup_probe values (${mine});
           commit`,
        );
        if (copying) acknowledgedDuringCopy += 1;
        else if (acknowledgedDuringCopy === 0) acknowledgedBeforeCopy = mine;
      }
    }
    const writing1 = writer();
    while (n < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    copying = true;
    const started = performance.now();
    const copy = await t.database.copyDataDir(copyDir);
    const copyMs = performance.now() - started;
    copying = false;
    writing = false;
    await writing1;

    expect(copy).not.toBeNull();
    expect(copy!.bytes).toBeGreaterThan(FILLER_ROWS * 1000);
    // Others' writes were answered while the files were copied: the database was held only at both ends.
    // (Held for the whole copy, a handful slip in between its holds, and the hold is most of its time.)
    expect(acknowledgedDuringCopy).toBeGreaterThan(20);
    expect(copy!.heldMs).toBeLessThan(copyMs / 2);
    // The copy carries no log the database made ahead of time: its pg_wal is what replay needs.
    expect(fs.readFileSync(path.join(copyDir, 'backup_label'), 'utf8')).toContain('START WAL LOCATION');

    const opened = await PGlite.create(copyDir);
    try {
      const probes = (await opened.query<{ n: number }>('select n from backup_probe order by n')).rows.map(
        (row) => row.n,
      );
      // A prefix of the writes, with every write acknowledged before the copy began.
      expect(probes.length).toBeGreaterThanOrEqual(acknowledgedBeforeCopy);
      expect(probes).toEqual(probes.map((_, index) => index + 1));
      // Every filler row is as the last write in the copy left it: no page from before or after its time.
      const expected = new Map<number, string>();
      for (const probe of probes) expected.set(rowOf(probe), padOf(probe));
      const { rows } = await opened.query<{ g: number; pad: string }>(
        `select g, pad from backup_filler where pad <> repeat('.', 1000) order by g`,
      );
      expect(new Map(rows.map((row) => [row.g, row.pad]))).toEqual(expected);
      const total = await opened.query<{ count: number }>('select count(*)::int as count from backup_filler');
      expect(total.rows[0]?.count).toBe(FILLER_ROWS);
    } finally {
      await opened.close();
    }
  }, 120_000);
});
