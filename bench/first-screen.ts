/**
 * What a first visit downloads, screen by screen: the built console served by the real server (PGlite, the
 * demo organisation) in headless Chromium, JavaScript and CSS counted as served (compressed), for the
 * sign-in screen, the dashboard after signing in, the work-order list and the map. bench/README.md describes
 * the figures and the budgets.
 */
import { chromium, type Page } from '@playwright/test';
import { FIRST_SCREEN_WIRE_BUDGET, measureFirstScreen } from '../tests/support/first-screen-wire';
import { walkFirstScreens } from '../tests/support/first-screens';
import { DASHBOARD_JS_BUDGET, kilobytes, type ScreenBytes } from '../tests/support/screen-bytes';
import { BENCH_ADMIN } from './bench-db';
import { serveConsole } from './console-build';

const PORT = Number(process.env.BENCH_PORT ?? 4743);
const LARGEST = 8;

/** Opens a navbar entry as a user would (the list and the map are not preloaded) and waits for its screen. */
async function openFromMenu(page: Page, entry: string, shown: () => Promise<void>) {
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: entry }).click();
  await shown();
}

function row(label: string, bytes: ScreenBytes, budget?: number): string {
  const js = `${kilobytes(bytes.js).padStart(9)} (${String(bytes.jsFiles).padStart(2)} files)`;
  const decoded = kilobytes(bytes.jsDecoded).padStart(9);
  const css = kilobytes(bytes.css).padStart(8);
  const limit =
    budget === undefined ? '' : `${kilobytes(budget).padStart(9)}  ${bytes.js <= budget ? 'ok' : 'OVER'}`;
  return `${label.padEnd(38)} ${js}  ${decoded}  ${css}  ${limit}`;
}

function largest(bytes: ScreenBytes): string {
  return [...bytes.loads]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, LARGEST)
    .map((load) => `${new URL(load.url).pathname.split('/').pop()} ${kilobytes(load.bytes)} ${load.encoding}`)
    .join(', ');
}

export async function benchFirstScreen(): Promise<boolean> {
  const server = await serveConsole('bench-first-screen', PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // A first visit: nothing cached and no service worker answering from its precache.
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    // The first screen as a user gets it: its own fresh context, nothing held back, headers counted.
    const firstContext = await browser.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    const wire = await measureFirstScreen(await firstContext.newPage());
    await firstContext.close();

    const page = await context.newPage();
    const screens = await walkFirstScreens(page, BENCH_ADMIN);
    await openFromMenu(page, 'Work orders', () =>
      page.getByRole('heading', { name: 'Work orders', level: 1 }).waitFor(),
    );
    const list = await screens.meter.take();
    await openFromMenu(page, 'Map view', () => page.getByTestId('work-order-map').waitFor());
    const map = await screens.meter.take();
    await context.close();

    const wireOk = wire.total <= FIRST_SCREEN_WIRE_BUDGET;
    console.log(
      `\nFirst screen on the wire (everything asked for before the sign-in form is usable, headers included): ` +
        `${kilobytes(wire.total)} in ${wire.loads.length} responses, usable after ${wire.usableMs} ms; ` +
        `budget ${kilobytes(FIRST_SCREEN_WIRE_BUDGET)}: ${wireOk ? 'ok' : 'OVER'}`,
    );
    for (const load of [...wire.loads].sort((a, b) => b.bytes - a.bytes)) {
      console.log(
        `  ${kilobytes(load.bytes).padStart(9)}  ${load.type.padEnd(10)} ${new URL(load.url).pathname}`,
      );
    }
    console.log(
      '\nCode a first visit downloads per screen, as served (KB = 1,024 bytes; idle-time work held back)',
    );
    console.log(`${''.padEnd(38)}        JS as served    decoded       CSS     budget`);
    console.log(row('sign-in (to show it and use it)', screens.signIn));
    console.log(row('dashboard after signing in (adds)', screens.dashboardAdds, DASHBOARD_JS_BUDGET));
    console.log(row('  preloaded while the user types', screens.preload));
    console.log(row('  fetched after signing in', screens.dashboard));
    console.log(row('left by the dashboard to idle time', screens.background));
    console.log(row('work-order list (adds)', list));
    console.log(row('map (adds)', map));
    console.log(`\nlargest on the sign-in screen: ${largest(screens.signIn)}`);
    console.log(`largest added by the dashboard: ${largest(screens.dashboardAdds)}`);
    const dashboardOk = screens.dashboardAdds.js <= DASHBOARD_JS_BUDGET;
    console.log(
      `first screen within ${kilobytes(FIRST_SCREEN_WIRE_BUDGET)} on the wire: ${wireOk ? 'yes' : 'NO'}; ` +
        `dashboard adds within ${kilobytes(DASHBOARD_JS_BUDGET)}: ${dashboardOk ? 'yes' : 'NO'}`,
    );
    return wireOk && dashboardOk;
  } finally {
    await browser.close();
    await server.close();
  }
}
