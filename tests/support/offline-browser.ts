import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/**
 * Browser-side helpers for the PWA and offline end-to-end tests: signing in, waiting for the service worker,
 * reading the console's IndexedDB database (`field-console`, see src/offline/db.ts) and sending a write from
 * the page the way the api client does.
 */

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
};

export async function signIn(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

/** After the first visit the worker installs and claims the page; later visits start controlled. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

export type OfflineStore = 'kv' | 'queryCache' | 'outbox';

/** Every row of one table of the console's IndexedDB database. */
export async function readStore<T>(page: Page, store: OfflineStore): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('field-console');
        open.onsuccess = () => {
          const all = open.result.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result as T[]);
          all.onerror = () => reject(all.error);
        };
        open.onerror = () => reject(open.error);
      }),
    store,
  );
}

export async function persistedCacheText(page: Page): Promise<string> {
  const rows = await readStore<{ value: string }>(page, 'queryCache');
  return rows.map((row) => row.value).join('\n');
}

/** The persisted query cache is written about a second after the data arrives; waits until it holds `text`. */
export async function waitForPersistedCache(page: Page, text: string): Promise<void> {
  await expect.poll(() => persistedCacheText(page)).toContain(text);
}

/** Changes the session mirror the service worker replays with, leaving the page's own session alone. */
export async function patchMirroredSession(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (changes) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('field-console');
        open.onsuccess = () => {
          const store = open.result.transaction('kv', 'readwrite').objectStore('kv');
          const read = store.get('session');
          read.onsuccess = () => {
            const row = read.result as { key: string; value: Record<string, unknown> };
            store.put({ ...row, value: { ...row.value, ...changes } });
            store.transaction.oncomplete = () => resolve();
          };
        };
        open.onerror = () => reject(open.error);
      }),
    patch,
  );
}

export interface PageResponse {
  status: number;
  queuedHeader: string | null;
  body: unknown;
}

/** A write with the signed-in user's token and a fresh Idempotency-Key, through the page's service worker. */
export async function sendFromPage(
  page: Page,
  method: string,
  path: string,
  body: unknown,
): Promise<PageResponse> {
  return page.evaluate(
    async ({ method, path, body, key }) => {
      const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { accessToken: string } | null;
      const response = await fetch(path, {
        method,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${session?.accessToken ?? ''}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
      return {
        status: response.status,
        queuedHeader: response.headers.get('x-queued-offline'),
        body: await response.json().catch(() => null),
      };
    },
    { method, path, body, key: randomUUID() },
  );
}
