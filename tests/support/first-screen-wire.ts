/**
 * The first screen as a user gets it: every response the browser asked for from the navigation to /sign-in
 * until its form is usable (the document, scripts, styles, icons, API calls), each counted whole, headers and
 * body as they came over the wire (CDP's encodedDataLength), even when it finishes after that moment. Nothing is
 * held back: what the page starts before the form is usable (an early preload, say) counts, and what it
 * rightly leaves for later does not. Used by bench/first-screen.ts and tests/e2e/perf/first-screen.spec.ts.
 */
import type { Page } from '@playwright/test';
import { FIND_UNSTYLED } from './unstyled';

/** Issue 34: everything requested before the sign-in form is usable, bodies and headers. */
export const FIRST_SCREEN_WIRE_BUDGET = 170 * 1024;

export interface WireLoad {
  url: string;
  type: string;
  /** Response headers and body as received. */
  bytes: number;
}

export interface FirstScreenWire {
  total: number;
  loads: WireLoad[];
  /** Milliseconds from the navigation until the form was usable. */
  usableMs: number;
  /**
   * Mantine's classes (`m_...`) in the page at that moment that no loaded style sheet has a rule for: the
   * first screen loads only part of Mantine's styles (src/main.tsx), and must not draw anything without them.
   */
  unstyled: string[];
}

/**
 * Opens /sign-in in `page` (a fresh context: nothing cached, no service worker) and measures it. Usable means
 * the Sign in button is in the page (the form renders whole, with its fields).
 */
export async function measureFirstScreen(page: Page): Promise<FirstScreenWire> {
  // The moment the form shows, taken in the page (polling from here would see it late, after requests the
  // page rightly started once it was usable). A string, so that no bundler helper ends up in the page.
  await page.addInitScript(`(() => {
    const seen = () => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Sign in');
    const unstyled = ${FIND_UNSTYLED};
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      window.__signInUsableAt = Date.now();
      window.__signInUnstyled = unstyled();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  })();`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const started = new Map<string, { url: string; type: string; at: number }>();
  const done = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    started.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      at: event.wallTime * 1000,
    });
  });
  cdp.on('Network.loadingFinished', (event) => done.set(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => done.set(event.requestId, 0));

  const began = Date.now();
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const { usableAt, unstyled } = await page.evaluate(() => {
    const marks = window as { __signInUsableAt?: number; __signInUnstyled?: string[] };
    return { usableAt: marks.__signInUsableAt ?? 0, unstyled: marks.__signInUnstyled ?? [] };
  });
  if (!usableAt) throw new Error('the Sign in button was not seen appearing');
  const before = [...started].filter(([, load]) => load.at <= usableAt);

  // What was asked for before that moment is counted in full, so wait for the last of it.
  const deadline = Date.now() + 30_000;
  while (before.some(([id]) => !done.has(id))) {
    if (Date.now() > deadline) throw new Error('first-screen requests still loading after 30 s');
    await page.waitForTimeout(50);
  }
  await cdp.detach();
  const loads = before.map(([id, { url, type }]) => ({ url, type, bytes: done.get(id) ?? 0 }));
  return {
    total: loads.reduce((sum, load) => sum + load.bytes, 0),
    loads,
    usableMs: usableAt - began,
    unstyled,
  };
}
