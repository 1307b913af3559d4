import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiCall } from '../api';
import { ADMIN } from '../fixtures';
import { readStore } from '../../support/offline-browser';

/**
 * Helpers of the sync-engine journeys. The browser reaches the e2e server through a relay in the test's
 * process (tests/support/relay.ts), so a journey can take the server away while the device keeps its
 * network. Pages are opened on the relay's origin; the server's data is checked through the API directly.
 */

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4318);
/** Where the journeys' pictures go: E2E_SHOTS_DIR, else beside the results. */
export const SHOTS = process.env.E2E_SHOTS_DIR ?? process.env.E2E_OUTPUT_DIR ?? 'test-results';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];

/** Signs in on `origin` through the sign-in screen and waits until the service worker controls the page. */
export async function signInAt(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/sign-in`);
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

export interface StoredWrite {
  id: string;
  seq: number;
  state: 'pending' | 'failed';
  failure: { status: number; title: string; message: string } | null;
}

export const outboxRecords = async (page: Page) =>
  (await readStore<StoredWrite>(page, 'outbox')).sort((a, b) => a.seq - b.seq);

export const pendingBadge = (page: Page) => page.getByRole('button', { name: /unsaved change/ });

export interface ServerRole {
  id: string;
  name: string;
  version: number;
  updatedAt: string;
}

export async function rolesNamed(request: APIRequestContext, token: string, name: string) {
  const { roles } = await apiCall<{ roles: ServerRole[] }>(
    request,
    token,
    'POST',
    '/api/account/Role/GetAll',
    {
      page: 1,
      pageSize: 200,
      searchString: name,
    },
  );
  return roles.filter((role) => role.name.startsWith(name));
}

export async function serverRole(request: APIRequestContext, token: string, id: string) {
  return apiCall<ServerRole>(request, token, 'GET', `/api/account/Role/GetById?id=${id}`);
}

export async function createRole(request: APIRequestContext, token: string, name: string) {
  return apiCall<ServerRole>(request, token, 'POST', '/api/account/Role', {
    name,
    category: 1,
    permissions: [],
  });
}

export const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

/** Waits until the outbox holds nothing, pending or refused. */
export async function expectOutboxEmpty(page: Page, timeout = 20_000) {
  await expect.poll(() => outboxRecords(page), { timeout }).toEqual([]);
}
