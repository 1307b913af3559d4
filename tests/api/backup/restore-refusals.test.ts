import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../../server/backup/backup';
import { migrateTo, pgliteTarget, postgresTarget } from '../../../server/backup/copy-target';
import { knownMigrations } from '../../../server/backup/manifest';
import { RestoreRefused, restoreBackup } from '../../../server/backup/restore';
import { readManifest } from '../../../server/backup/snapshot-reader';
import type { TestApp } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import type { RestoreTarget } from './backup-fixtures';
import { emptyTarget, sourceConfig, startOn, tenantTableSums } from './backup-fixtures';

let t: TestApp;
let backups: string;
let snapshot: string;
const targets: RestoreTarget[] = [];

async function target(): Promise<RestoreTarget> {
  const made = await emptyTarget();
  targets.push(made);
  return made;
}

beforeAll(async () => {
  t = await createTestApp({ jobs: false });
  await createTenant(t, 'Refusals');
  backups = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-refusals-'));
  snapshot = (await createBackup(await sourceConfig(t), backups)).file;
});
afterAll(async () => {
  for (const made of targets) await made.drop();
  fs.rmSync(backups, { recursive: true, force: true });
  await t.close();
});

/** The snapshot with its manifest rewritten (and nothing else), as a later or damaged version would be. */
async function withManifest(change: (manifest: Record<string, unknown>) => void): Promise<string> {
  const manifest = (await readManifest(snapshot)) as unknown as Record<string, unknown>;
  change(manifest);
  const file = path.join(backups, `changed-${Math.random().toString(36).slice(2)}.backup`);
  const pack = tar.pack();
  const out = fs.createWriteStream(file);
  pack.pipe(out);
  pack.entry({ name: 'manifest.json' }, JSON.stringify(manifest));
  const extract = tar.extract();
  fs.createReadStream(snapshot).pipe(extract);
  for await (const entry of extract) {
    if (entry.header.name === 'manifest.json') {
      entry.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    pack.entry({ name: entry.header.name }, Buffer.concat(chunks));
  }
  pack.finalize();
  await new Promise<void>((resolve) => out.on('finish', () => resolve()));
  return file;
}

describe('npm run restore refusals', () => {
  it('refuses a DATA_DIR that holds data, and replaces it with --replace', async () => {
    const into = await target();
    const kept = path.join(into.config.dataDir, 'notes.txt');
    fs.writeFileSync(kept, 'someone else’s files');
    await expect(restoreBackup(into.config, snapshot, { replace: false })).rejects.toThrow(/is not empty/);
    expect(fs.readFileSync(kept, 'utf8')).toBe('someone else’s files');
    await restoreBackup(into.config, snapshot, { replace: true });
    expect(fs.existsSync(kept)).toBe(false);
    const server = await startOn(into.config);
    expect(await tenantTableSums(server.database)).toEqual(await tenantTableSums(t.database));
    await server.app.close();
    await server.database.close();
    // Now restored, the same target holds data: a second restore is refused too.
    await expect(restoreBackup(into.config, snapshot, { replace: false })).rejects.toBeInstanceOf(
      RestoreRefused,
    );
  }, 120_000);

  it('refuses a backup from a newer schema and changes nothing', async () => {
    const later = await withManifest((manifest) => (manifest.migration = '0099_from_a_later_version'));
    const into = await target();
    await expect(restoreBackup(into.config, later, { replace: false })).rejects.toThrow(/newer version/);
    expect(fs.readdirSync(into.config.dataDir)).toEqual([]);
  });

  it('refuses a damaged backup before overwriting what --replace would', async () => {
    const damaged = await withManifest((manifest) => {
      const database = manifest.database as { sha256: string };
      database.sha256 = '0'.repeat(64);
    });
    const into = await target();
    fs.writeFileSync(path.join(into.config.dataDir, 'notes.txt'), 'still here');
    await expect(restoreBackup(into.config, damaged, { replace: true })).rejects.toThrow(/damaged/);
    expect(fs.readFileSync(path.join(into.config.dataDir, 'notes.txt'), 'utf8')).toBe('still here');
  });

  it('migrates a backup of an older schema', async () => {
    const migrations = knownMigrations();
    const older = migrations.at(-2)!.tag;
    const old = await target();
    const database = old.config.databaseUrl
      ? await postgresTarget(old.config.databaseUrl)
      : await pgliteTarget(old.config.dataDir);
    await migrateTo(database, older);
    await database.close();
    const backup = await createBackup(old.config, backups);
    expect((await readManifest(backup.file)).migration).toBe(older);
    const into = await target();
    expect(await restoreBackup(into.config, backup.file, { replace: false })).toMatchObject({
      migrated: true,
      migration: older,
    });
    const server = await startOn(into.config);
    const { rows } = await server.database.executeSql(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
      [],
    );
    expect(rows[0]).toEqual({ n: migrations.length });
    await server.app.close();
    await server.database.close();
  }, 120_000);
});
