/**
 * Lighthouse (12.2.3, pinned) over the console as a signed-in user gets it: Debian's headless Chromium
 * started by chrome-launcher, one page driven by puppeteer and handed to Lighthouse. Each audit is a cold
 * load with the session kept: the origin's caches, service worker and databases are cleared, then only the
 * stored session is put back (what a returning user whose cache was evicted would have); /sign-in is audited
 * signed out.
 * Used by bench/lighthouse.ts and tests/e2e/perf/lighthouse.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export type Profile = 'mobile' | 'desktop';

export interface Audit {
  label: string;
  profile: Profile;
  /** The four category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  scripts: number;
  /** Every response as transferred, headers included. */
  bytes: number;
  /** Where the audited page ended up (a signed-in page that lands on /sign-in lost its session). */
  finalUrl: string;
}

/** The aims of issue 34 on the mobile profile, and desktop performance. */
export const AIMS = {
  performance: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  accessibility: 100,
  bestPractices: 100,
  desktopPerformance: 98,
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function summarise(lhr: Result, label: string, profile: Profile): Audit {
  const details = lhr.audits['network-requests']?.details;
  const items = details && details.type === 'table' ? details.items : [];
  return {
    label,
    profile,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    requests: items.length,
    scripts: items.filter((item) => item.resourceType === 'Script').length,
    bytes: numeric(lhr, 'total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
  };
}

export interface Auditor {
  /** Audits `path` (relative to the base address) cold, with the session kept unless `signedOut`. */
  audit(label: string, path: string, profile: Profile, signedOut?: boolean): Promise<Audit>;
  /** Runs `fn` in the signed-in page (for looking up ids to audit). */
  evaluate<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Starts Chromium, signs in once through the sign-in screen and keeps the stored session for the audits. */
export async function startAuditor(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  let browser: Browser | null = null;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const session = await signIn(page, baseUrl, credentials);
    return auditor(chrome, browser, page, baseUrl, session);
  } catch (error) {
    await browser?.disconnect();
    chrome.kill();
    throw error;
  }
}

async function signIn(page: Page, baseUrl: string, credentials: { email: string; password: string }) {
  await page.goto(`${baseUrl}/sign-in`);
  await page.locator('::-p-aria([name="Email"][role="textbox"])').fill(credentials.email);
  await page.locator('::-p-aria([name="Password"][role="textbox"])').fill(credentials.password);
  await page.locator('::-p-aria([name="Sign in"][role="button"])').click();
  await page.waitForFunction(() => location.pathname === '/dashboard', { timeout: 30_000 });
  return readSession(page);
}

async function readSession(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('session'));
  if (!session) throw new Error('no session stored after signing in');
  return session;
}

function auditor(
  chrome: chromeLauncher.LaunchedChrome,
  browser: Browser,
  page: Page,
  baseUrl: string,
  firstSession: string,
): Auditor {
  let session = firstSession;
  const origin = new URL(baseUrl).origin;

  /** Everything the origin keeps, gone; then the session alone, set from a page of the origin. */
  async function cold(signedOut: boolean) {
    // Off the origin first: a service worker still controlling the page would outlive its unregistering
    // and answer the audit from its precache (a first audit after signing in then measured a warm start).
    await page.goto('about:blank');
    const cdp = await page.createCDPSession();
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await page.goto(`${baseUrl}/api/health`);
    // The worker installed by the previous page would answer from its precache: gone before the audit.
    await page.evaluate(async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
      for (const key of await caches.keys()) await caches.delete(key);
    });
    if (!signedOut) await page.evaluate((value) => localStorage.setItem('session', value), session);
  }

  return {
    async audit(label, path, profile, signedOut = false) {
      await cold(signedOut);
      const flags: Flags = { logLevel: 'error', output: 'json', disableStorageReset: true };
      const config = profile === 'desktop' ? desktopConfig : undefined;
      let result = await lighthouse(`${baseUrl}${path}`, flags, config, page);
      // A trace Chromium failed to record (NO_NAVSTART now and then on a busy machine) is taken once more.
      if (result?.lhr.runtimeError) {
        await cold(signedOut);
        result = await lighthouse(`${baseUrl}${path}`, flags, config, page);
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
      saveReport(result, label, profile);
      // A refresh during the audit may have replaced the tokens: the next audit starts from the newest.
      const kept = signedOut ? null : await page.evaluate(() => localStorage.getItem('session'));
      if (kept) session = kept;
      return summarise(result.lhr, label, profile);
    },
    evaluate: (fn) => page.evaluate(fn),
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * Keeps the whole report (JSON) in `LIGHTHOUSE_REPORT_DIR`, when set, for reading what the score is made of;
 * with `LIGHTHOUSE_TRACE=1` also the page's trace (`.trace.json`, opens in Chromium's performance panel), whose
 * main-thread tasks are what the simulation stretches fourfold into the blocking time.
 */
function saveReport(result: RunnerResult, label: string, profile: Profile) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const name = `${label.replace(/[^a-z0-9]+/gi, '-')}-${profile}-${Date.now()}`;
  fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(result.lhr));
  const trace = result.artifacts.Trace;
  if (process.env.LIGHTHOUSE_TRACE === '1' && trace)
    fs.writeFileSync(path.join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

/** The aims this audit misses, as words; `margin` loosens each (machine noise), 0 for the aims as set. */
export function missedAims(audit: Audit, margin = { score: 0, ratio: 1 }): string[] {
  const missed: string[] = [];
  const below = (value: number, aim: number, name: string) => {
    if (value < aim - margin.score) missed.push(`${name} ${value} < ${aim}`);
  };
  const above = (value: number, aim: number, name: string, unit: string) => {
    if (value > aim * margin.ratio)
      missed.push(`${name} ${value.toFixed(unit ? 0 : 3)}${unit} > ${aim}${unit}`);
  };
  if (audit.profile === 'desktop') {
    below(audit.performance, AIMS.desktopPerformance, 'performance');
    return missed;
  }
  below(audit.performance, AIMS.performance, 'performance');
  below(audit.accessibility, AIMS.accessibility, 'accessibility');
  below(audit.bestPractices, AIMS.bestPractices, 'best practices');
  above(audit.lcpMs, AIMS.lcpMs, 'LCP', ' ms');
  above(audit.tbtMs, AIMS.tbtMs, 'TBT', ' ms');
  above(audit.cls, AIMS.cls, 'CLS', '');
  return missed;
}

/** One line of the printed table. */
export function auditRow(audit: Audit): string {
  const cells = [
    audit.label.padEnd(18),
    audit.profile.padEnd(7),
    String(audit.performance).padStart(4),
    String(audit.accessibility).padStart(5),
    String(audit.bestPractices).padStart(5),
    String(audit.seo).padStart(4),
    `${(audit.lcpMs / 1000).toFixed(1)} s`.padStart(7),
    `${Math.round(audit.tbtMs)} ms`.padStart(8),
    audit.cls.toFixed(3).padStart(6),
    `${audit.requests} (${audit.scripts} js)`.padStart(13),
    `${(audit.bytes / 1024).toFixed(0)} KiB`.padStart(9),
  ];
  return cells.join(' ');
}

export const AUDIT_HEADER =
  'page               profile perf  a11y    bp  seo     LCP      TBT    CLS requests (js)     bytes';
