/**
 * Commit to screen: the built console in headless Chromium on the work-order list, watching (a
 * MutationObserver in the page) for a row to show the crew an order was just assigned to, and stamping when
 * it did with the page's clock as epoch milliseconds (performance.timeOrigin + now), which the bench compares
 * with its own epoch time of the write's answer.
 */
import { chromium, type Browser, type Page } from '@playwright/test';

/** The list of assigned orders, newest first: the orders the bench creates and re-assigns are on page 1. */
const LIST_PATH = '/work-order/list-view?status=2';

interface Watch {
  code: string;
  crew: string;
  seenAt: number | null;
}

declare global {
  interface Window {
    liveBenchWatch?: Watch;
  }
}

export interface ListScreen {
  /** From now, watch for the row of `code` to show `crew`; call before the write. */
  watch(code: string, crew: string): Promise<void>;
  /** When the watched row showed the change (epoch milliseconds), or null if it did not within `ms`. */
  seen(ms: number): Promise<number | null>;
  close(): Promise<void>;
}

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard', { timeout: 120_000 });
}

/** Opens the console at `base`, signs in and shows the list with `codes` on it, observed. */
export async function openListScreen(
  base: string,
  credentials: { email: string; password: string },
  codes: readonly string[],
): Promise<ListScreen> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, credentials);
    await page.goto(LIST_PATH);
    for (const code of codes) await page.getByRole('link', { name: code }).waitFor({ timeout: 120_000 });
    await page.evaluate(() => {
      new MutationObserver(() => {
        const watch = window.liveBenchWatch;
        if (!watch || watch.seenAt !== null) return;
        for (const row of document.querySelectorAll('tbody tr')) {
          const text = row.textContent ?? '';
          if (text.includes(watch.code) && text.includes(watch.crew)) {
            watch.seenAt = performance.timeOrigin + performance.now();
            return;
          }
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    return {
      watch: (code, crew) =>
        page.evaluate((watch) => void (window.liveBenchWatch = watch), { code, crew, seenAt: null }),
      async seen(ms) {
        try {
          const handle = await page.waitForFunction(() => window.liveBenchWatch?.seenAt ?? null, undefined, {
            timeout: ms,
            polling: 50,
          });
          return (await handle.jsonValue()) as number;
        } catch {
          return null;
        }
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
