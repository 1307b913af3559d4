/**
 * What the console's screens cost on the wire: the JavaScript and CSS each screen makes the browser fetch,
 * counted as served (compressed body bytes: CDP's loadingFinished minus the response's header bytes).
 * Used by bench/first-screen.ts and the first-screen budget check of the end-to-end tests.
 *
 * Measure in a fresh context with service workers blocked: a worker would answer from its precache (after
 * downloading every chunk in the background), which is the offline start, not the first visit counted here.
 */
import type { CDPSession, Page } from '@playwright/test';

/**
 * The budgets of issue 22: the first screen, then what the dashboard adds after signing in. The dashboard's
 * was 60 KB; since issue 34 its code comes in library and area chunks shared with the later screens (a screen
 * needs at most 25 files), about 210 KB, preloaded while the user types (docs/decisions.md, "Chunks by
 * library family and route area"). zod (23 KB) then moved from the first screen to the dashboard, which builds
 * the first schemas: 20 KB of budget went with it (the two together stay at 400 KB).
 */
export const SIGN_IN_JS_BUDGET = 150 * 1024;
export const DASHBOARD_JS_BUDGET = 250 * 1024;

export interface AssetLoad {
  url: string;
  kind: 'js' | 'css';
  /** Body bytes as served (after content encoding). */
  bytes: number;
  /** Body bytes once decoded. */
  decoded: number;
  encoding: string;
}

export interface ScreenBytes {
  js: number;
  css: number;
  jsFiles: number;
  cssFiles: number;
  /** Decoded (uncompressed) JavaScript bytes, to show what compression saved. */
  jsDecoded: number;
  loads: AssetLoad[];
}

interface Pending extends Omit<AssetLoad, 'bytes'> {
  headerBytes: number;
}

function assetKind(url: string): 'js' | 'css' | null {
  const { pathname } = new URL(url);
  if (pathname.endsWith('/sw.js')) return null;
  if (pathname.endsWith('.js') || pathname.endsWith('.mjs')) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  return null;
}

export function sumLoads(loads: AssetLoad[]): ScreenBytes {
  const js = loads.filter((load) => load.kind === 'js');
  const css = loads.filter((load) => load.kind === 'css');
  const total = (list: AssetLoad[], key: 'bytes' | 'decoded') => list.reduce((sum, l) => sum + l[key], 0);
  return {
    js: total(js, 'bytes'),
    css: total(css, 'bytes'),
    jsFiles: js.length,
    cssFiles: css.length,
    jsDecoded: total(js, 'decoded'),
    loads,
  };
}

/** Adds two measurements: a screen and the idle-time work that prepared it. */
export function addBytes(a: ScreenBytes, b: ScreenBytes): ScreenBytes {
  return sumLoads([...a.loads, ...b.loads]);
}

/**
 * Holds back `requestIdleCallback` work (deferred loads, preloads) until `releaseIdle`: what a screen fetches
 * while it is held is what it needs to show and become usable; the deferred work is then counted apart.
 * Install before the first navigation. A string, so that no bundler helper ends up in the page.
 */
export async function holdIdleWork(page: Page): Promise<void> {
  await page.addInitScript(`(() => {
    const original = window.requestIdleCallback.bind(window);
    const cancel = window.cancelIdleCallback.bind(window);
    const held = new Map();
    let holding = true;
    let next = 1e6;
    window.requestIdleCallback = (callback, options) => {
      if (!holding) return original(callback, options);
      held.set(++next, callback);
      return next;
    };
    window.cancelIdleCallback = (handle) => (held.delete(handle) ? undefined : cancel(handle));
    window.__idleWork = {
      hold: () => { holding = true; },
      release: () => {
        holding = false;
        const callbacks = [...held.values()];
        held.clear();
        for (const callback of callbacks) original(callback);
      },
    };
  })();`);
}

export const releaseIdle = (page: Page) => page.evaluate('window.__idleWork.release()');
export const resumeHoldingIdle = (page: Page) => page.evaluate('window.__idleWork.hold()');

/**
 * Records every JavaScript and CSS response of `page` from now on. `take()` returns what finished loading
 * since the previous `take()`, once the network has been quiet, so each screen is counted on its own.
 */
export async function meterAssets(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, Pending>();
  let finished: AssetLoad[] = [];
  let lastActivity = Date.now();

  cdp.on('Network.requestWillBeSent', () => {
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    lastActivity = Date.now();
    const kind = assetKind(event.response.url);
    if (!kind) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    pending.set(event.requestId, {
      url: event.response.url,
      kind,
      headerBytes: event.response.encodedDataLength,
      decoded: 0,
      encoding: headers['content-encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.dataReceived', (event) => {
    const load = pending.get(event.requestId);
    if (load) load.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const load = pending.get(event.requestId);
    if (!load) return;
    pending.delete(event.requestId);
    const { url, kind, decoded, encoding } = load;
    finished.push({ url, kind, decoded, encoding, bytes: event.encodedDataLength - load.headerBytes });
  });

  /** Waits until nothing was requested or answered for `quietMs` and no asset is still loading. */
  async function settle(quietMs = 500, timeoutMs = 30_000): Promise<void> {
    const start = Date.now();
    while (pending.size > 0 || Date.now() - Math.max(lastActivity, start) < quietMs) {
      if (Date.now() - start > timeoutMs) throw new Error(`${pending.size} assets still loading`);
      await page.waitForTimeout(50);
    }
  }

  return {
    async take(quietMs?: number): Promise<ScreenBytes> {
      await settle(quietMs);
      const taken = finished;
      finished = [];
      return sumLoads(taken);
    },
    detach: () => cdp.detach(),
  };
}

export type AssetMeter = Awaited<ReturnType<typeof meterAssets>>;

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
