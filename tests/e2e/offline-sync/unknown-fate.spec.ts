import { chromium, expect, test, type BrowserContext } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiToken } from '../api';
import { sendFromPage } from '../../support/offline-browser';
import { startRelay, type Relay } from '../../support/relay';
import {
  BROWSER_ARGS,
  CHROMIUM,
  E2E_PORT,
  expectOutboxEmpty,
  outboxRecords,
  rolesNamed,
  signInAt,
  uniqueName,
} from './sync-support';

/**
 * Issue 23, item 2: a write leaves the outbox only once the server's answer is known. A write whose answer
 * never arrived (the connection dropped, the browser closed mid-send) is sent again under its original
 * Idempotency-Key; the server replays its first answer, so nothing is reported lost and nothing doubles.
 */

let relay: Relay;
let profile: string;

test.beforeAll(async () => {
  relay = await startRelay(E2E_PORT);
  profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-sync-profile-'));
});

test.afterAll(async () => {
  await relay.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

const openBrowser = () =>
  chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: BROWSER_ARGS });

async function firstPage(context: BrowserContext) {
  return context.pages()[0] ?? (await context.newPage());
}

test('a write whose answer was lost is sent again under its key: applied once, never shown as lost', async ({
  request,
}) => {
  const token = await apiToken(request);
  let context = await openBrowser();
  let page = await firstPage(context);
  await signInAt(page, relay.origin);

  // 1. The connection drops after the request left: the server applied it, the answer never came back.
  const dropped = uniqueName('Dropped answer');
  relay.mute(true);
  const sending = sendFromPage(page, 'POST', '/api/account/Role', {
    name: dropped,
    category: 1,
    permissions: [],
  });
  await expect.poll(() => rolesNamed(request, token, dropped)).toHaveLength(1);
  await relay.stop();
  relay.mute(false);
  expect((await sending).status).toBe(202);
  expect(await outboxRecords(page)).toMatchObject([{ state: 'pending', failure: null }]);
  await relay.start();
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'outbox-replay' }));
  await expectOutboxEmpty(page);
  expect(await rolesNamed(request, token, dropped)).toHaveLength(1);

  // 2. A kept write is being sent when the browser closes: the server applied it, nobody read the answer.
  const closed = uniqueName('Closed mid-send');
  await relay.stop();
  expect(
    (await sendFromPage(page, 'POST', '/api/account/Role', { name: closed, category: 1, permissions: [] }))
      .status,
  ).toBe(202);
  const [kept] = await outboxRecords(page);
  relay.mute(true);
  await relay.start();
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'outbox-replay' }));
  await expect.poll(() => rolesNamed(request, token, closed)).toHaveLength(1);
  await context.close();
  await relay.stop();
  relay.mute(false);
  await relay.start();

  // The console opens again: the write is still in the outbox, under its key, and goes out by itself.
  context = await openBrowser();
  page = await firstPage(context);
  await page.goto(`${relay.origin}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expectOutboxEmpty(page, 15_000);
  expect(kept?.id).toBeTruthy();
  expect(await rolesNamed(request, token, closed)).toHaveLength(1);
  await expect(page.getByText('could not be kept')).toHaveCount(0);
  await context.close();
});
