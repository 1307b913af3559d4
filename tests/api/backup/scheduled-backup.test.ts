import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_QUEUE } from '../../../server/jobs/backup';
import type { AppConfig } from '../../../server/config';
import type { TestApp } from '../../support/test-app';
import { createTenant, createTestApp } from '../../support/test-app';
import { makePlatformAdmin } from '../people-fixtures';
import { sourceConfig } from './backup-fixtures';

let dir: string;
const apps: TestApp[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'field-console-scheduled-'));
});
afterAll(async () => {
  for (const app of apps) await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function appWithBackups(backup: AppConfig['backup']): Promise<TestApp> {
  const t = await createTestApp({ config: { backup } });
  apps.push(t);
  // As in production, the server's configuration names its PostgreSQL database (the test app's own).
  t.app.config.databaseUrl = (await sourceConfig(t)).databaseUrl;
  return t;
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function snapshots(folder: string): string[] {
  return fs.readdirSync(folder).sort();
}

describe('the scheduled backup (BACKUP_DIR, BACKUP_KEEP)', () => {
  it('writes a snapshot each run and keeps only the newest BACKUP_KEEP', async () => {
    const folder = path.join(dir, 'kept');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, 'notes.txt'), 'not a backup');
    const t = await appWithBackups({ dir: folder, keep: 2, schedule: '30 2 * * *' });
    const written: string[] = [];
    for (let run = 1; run <= 3; run++) {
      await t.app.jobs.send(BACKUP_QUEUE);
      const names = await until(
        () => snapshots(folder),
        (now) =>
          now.some((name) => name.endsWith('.backup') && !written.includes(name)) &&
          !now.some((n) => n.includes('partial')),
        `backup run ${run}`,
      );
      written.push(names.find((name) => name.endsWith('.backup') && !written.includes(name))!);
    }
    const kept = await until(
      () => snapshots(folder),
      (now) => now.length === 3,
      'the oldest to go',
    );
    expect(kept).toEqual([...written.slice(1), 'notes.txt'].sort());
  }, 120_000);

  it('tells platform administrators who keep the notification on, in the console and by mail', async () => {
    const blocked = path.join(dir, 'a-file-not-a-directory');
    fs.writeFileSync(blocked, '');
    const t = await appWithBackups({ dir: blocked, keep: 7, schedule: '30 2 * * *' });
    const operator = await createTenant(t, 'Operators');
    const quiet = await createTenant(t, 'Quiet Operators');
    const customer = await createTenant(t, 'Customer');
    await makePlatformAdmin(t, operator.adminEmail);
    await makePlatformAdmin(t, quiet.adminEmail);
    const operatorToken = await t.signIn(operator.adminEmail);
    const quietToken = await t.signIn(quiet.adminEmail);
    const customerToken = await t.signIn(customer.adminEmail);
    const offered = await t.request('GET', '/api/account/NotificationSetting', { token: quietToken });
    expect(offered.body.data.settings).toContainEqual({
      event: 'backupFailed',
      label: 'A scheduled backup has failed',
      console: true,
      email: true,
      push: false,
    });
    const notOffered = await t.request('GET', '/api/account/NotificationSetting', { token: customerToken });
    expect(notOffered.body.data.settings.map((s: { event: string }) => s.event)).not.toContain(
      'backupFailed',
    );
    const off = await t.request('PUT', '/api/account/NotificationSetting', {
      token: quietToken,
      body: { settings: [{ event: 'backupFailed', console: false, email: false }], version: 0 },
    });
    expect(off.status).toBe(200);

    await t.app.jobs.send(BACKUP_QUEUE);
    const feed = async (token: string) =>
      (await t.request('POST', '/api/account/Notification/GetAll', { token, body: {} })).body.data
        .notifications as Array<{
        event: string;
        body: string;
      }>;
    const told = await until(
      () => feed(operatorToken),
      (rows) => rows.length > 0,
      'the notification',
    );
    expect(told[0]).toMatchObject({ event: 'backupFailed', body: expect.stringContaining(blocked) });
    await until(
      () => t.mail,
      (mail) => mail.some((m) => m.to === operator.adminEmail),
      'the mail',
    );
    expect(await feed(quietToken)).toEqual([]);
    expect(await feed(customerToken)).toEqual([]);
    expect(t.mail.map((m) => m.to)).not.toContain(quiet.adminEmail);
  }, 120_000);
});
