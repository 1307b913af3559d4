/**
 * How many script files each main screen needs on a cold load (nothing cached, no service worker), signed in:
 * counted from the navigation until the screen shows and the network has been quiet, with idle-time work
 * (preloads of other screens, the offline layer) held back, so what is counted is what the screen needs.
 * Used by tests/e2e/perf/script-requests.spec.ts; each request costs a round trip on a phone's network.
 */
import type { Browser, Page } from '@playwright/test';
import { holdIdleWork, meterAssets } from './screen-bytes';
import { unstyledMantineClasses } from './unstyled';

/** Issue 34: no screen should need more than this many script requests. */
export const SCRIPT_REQUEST_BUDGET = 25;

export interface MainScreen {
  label: string;
  path: string;
  /** Resolves once the screen shows. */
  shown: (page: Page) => Promise<void>;
}

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { name, level: 1 }).first().waitFor();

/** The screens Lighthouse audits too (bench/lighthouse.ts); `order` is a work order's id. */
export function mainScreens(order: string): MainScreen[] {
  return [
    {
      label: 'sign-in',
      path: '/sign-in',
      shown: (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
    },
    { label: 'dashboard', path: '/dashboard', shown: heading('Dashboard') },
    { label: 'work-order list', path: '/work-order/list-view', shown: heading('Work orders') },
    {
      label: 'work-order page',
      path: `/work-order/list-view/view/${order}`,
      shown: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
    },
    {
      label: 'map',
      path: '/work-order/map-view',
      shown: (page) => page.getByTestId('work-order-map').waitFor(),
    },
    {
      label: 'swim lane',
      path: '/work-order/swim-lane',
      shown: (page) => page.getByRole('tab', { name: 'Swimlane' }).waitFor(),
    },
    {
      label: 'reports',
      path: '/reports',
      shown: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
    },
    {
      label: 'report builder',
      path: '/reports/create',
      shown: (page) => page.getByRole('heading', { level: 1 }).first().waitFor(),
    },
  ];
}

/**
 * Script files `screen` needs on a cold load; `session` is the stored session's value (localStorage), or
 * null to load signed out.
 */
export async function scriptsOfScreen(
  browser: Browser,
  baseURL: string,
  screen: MainScreen,
  session: string | null,
): Promise<{ scripts: string[]; unstyled: string[] }> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    if (session) await context.addInitScript(`localStorage.setItem('session', ${JSON.stringify(session)});`);
    const page = await context.newPage();
    await holdIdleWork(page);
    const meter = await meterAssets(page);
    await page.goto(screen.path);
    await screen.shown(page);
    const loads = await meter.take();
    const scripts = loads.loads
      .filter((load) => load.kind === 'js')
      .map((load) => new URL(load.url).pathname);
    return { scripts, unstyled: await unstyledMantineClasses(page) };
  } finally {
    await context.close();
  }
}
