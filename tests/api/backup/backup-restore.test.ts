import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../../server/backup/backup';
import { restoreBackup } from '../../../server/backup/restore';
import type { TestApp, Tenant } from '../../support/test-app';
import { PASSWORD, createTenant, createTestApp } from '../../support/test-app';
import type { RestoreTarget } from './backup-fixtures';
import {
  emptyTarget,
  securityFacts,
  sourceConfig,
  startOn,
  tenantTableSums,
  uploadImage,
} from './backup-fixtures';

/*
 * The whole promise of a backup: taken while people write, restored with one call into an empty directory
 * (and an empty database on PostgreSQL), the server starts on it with everything acknowledged before it.
 */
let t: TestApp;
let tenant: Tenant;
let token: string;
let backupDir: string;
let target: RestoreTarget;

beforeAll(async () => {
  // No JWT_SECRET: the server generates its secret into DATA_DIR, which the backup must carry.
  t = await createTestApp({ jobs: false, config: { jwtSecret: undefined } });
  tenant = await createTenant(t, 'Backup Works');
  token = await t.signIn(tenant.adminEmail);
  backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-backups-'));
  target = await emptyTarget();
});
afterAll(async () => {
  await target.drop();
  fs.rmSync(backupDir, { recursive: true, force: true });
  await t.close();
});

async function createVendor(name: string): Promise<boolean> {
  const response = await t.request('POST', '/api/account/Vendor', { token, body: { name } });
  return response.status === 200;
}

describe('npm run backup during writes, then npm run restore into an empty target', () => {
  it('keeps every acknowledged write, the uploads, the secret and every tenant table', async () => {
    const picture = await uploadImage(t, token);
    const original = await t.app.inject({
      method: 'GET',
      url: picture,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(original.statusCode).toBe(200);

    const acknowledged: string[] = [];
    let writing = true;
    async function writer(lane: number) {
      for (let i = 0; writing; i++) {
        const name = `Load ${lane}-${i}`;
        if (await createVendor(name)) acknowledged.push(name);
      }
    }
    const writers = [writer(1), writer(2), writer(3)];
    while (acknowledged.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
    const beforeBackup = [...acknowledged];
    const backup = await createBackup(await sourceConfig(t), backupDir).finally(() => (writing = false));
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(beforeBackup.length);
    expect(backup.file.startsWith(backupDir)).toBe(true);
    expect(fs.statSync(backup.file).size).toBe(backup.bytes);
    // PGlite's image is taken by the running server (a hold); pg_dump holds no one.
    expect(backup.holdMs === null).toBe(t.database.kind === 'postgres');

    const restored = await restoreBackup(target.config, backup.file, { replace: false });
    expect(restored).toMatchObject({ from: t.database.kind, to: t.database.kind, migrated: false });
    const server = await startOn(target.config);
    try {
      const { rows } = await server.database.executeSql('select name from vendor', []);
      const names = new Set((rows as Array<{ name: string }>).map((row) => row.name));
      for (const name of beforeBackup) expect(names.has(name), name).toBe(true);
      for (const name of names) if (name.startsWith('Load ')) expect(acknowledged).toContain(name);

      // Every table but the one written during the backup is as the running server has it.
      const source = await tenantTableSums(t.database);
      const copy = await tenantTableSums(server.database);
      source.delete('vendor');
      copy.delete('vendor');
      source.delete('idempotency_key');
      copy.delete('idempotency_key');
      expect(copy).toEqual(source);
      // Row-level security, policies and the roles' grants are the migrated source's.
      expect(await securityFacts(server.database)).toEqual(await securityFacts(t.database));

      // The access token issued before the backup is still good: the generated secret came back with it.
      const download = await server.app.inject({
        method: 'GET',
        url: picture,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.statusCode).toBe(200);
      expect(Buffer.compare(download.rawPayload, original.rawPayload)).toBe(0);
      const signIn = await server.app.inject({
        method: 'POST',
        url: '/api/account/Auth/SignIn',
        payload: { email: tenant.adminEmail, password: PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await server.app.close();
      await server.database.close();
    }
  }, 120_000);
});
