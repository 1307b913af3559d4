import { expect, test, type Page } from '@playwright/test';
import { APP_ROUTES } from '../../src/app/routes';
import { registeredRoutes } from '../../src/navigation/navigation';
import { HOME_PATH } from '../../src/navigation/paths';
import { signIn, waitForPersistedCache, waitForServiceWorker } from '../support/offline-browser';
import { openInApp } from './fixtures';

/**
 * Offline, every screen tells the truth: what was loaded on this device is shown, what never was says "not on
 * this device yet", and no screen shows an empty result the server never gave or spins until the connection
 * returns. One journey: sign in, open Suppliers and leave it at once, go offline, walk the whole route table.
 */

// Ids of records never opened on this device; offline nothing can say whether they exist.
const NEVER_OPENED = '0190f0c0-0000-7000-8000-00000000abcd';
const PARAMS: Record<string, string> = { dataTypeId: '1', operationTypeId: '1' };

function concretePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? NEVER_OPENED);
}

/** Texts that claim the server answered "nothing". */
const EMPTY_CLAIMS = [
  /\bNo [\w ]+ (yet|here)\b/,
  /\b0 - 0 items of 0\b/,
  /No unassigned or completed work orders/,
  /Every work order is assigned/,
  /Nothing has been (imported|exported) yet/,
  /No work orders match these filters/,
];

/** Screens that show nothing of their own until the user picks something (a project). */
const CHOOSE_FIRST = new Set(['/access-groups']);

/** A create form's own lists start empty ("No locations yet" in a new group): that is the form, not data. */
const isCreateForm = (path: string) => /\/create(\/|$)/.test(path);

async function expectSettledTruthfully(page: Page, path: string): Promise<{ notOnDevice: boolean }> {
  const main = page.getByRole('main');
  // Nothing spins: a screen offline either has its data or says it is not on the device.
  await expect
    .soft(
      main.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible'),
      `${path} still loading`,
    )
    .toHaveCount(0, { timeout: 6_000 });
  await expect.soft(main.getByTestId('empty-state'), `${path} shows an empty list`).toHaveCount(0);
  const text = await main.innerText();
  expect.soft(text.trim(), `${path} shows nothing`).not.toBe('');
  if (!isCreateForm(path)) {
    for (const claim of EMPTY_CLAIMS) expect.soft(text, `${path} claims nothing is there`).not.toMatch(claim);
  }
  return { notOnDevice: (await main.getByTestId('not-on-device').count()) > 0 };
}

test('offline, every route shows what is on the device or says it is not, never an empty answer', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  await waitForServiceWorker(page);
  const organisation = await page.getByTestId('organisation-name').innerText();
  await waitForPersistedCache(page, organisation);

  // A screen left the moment its data arrived is on the device afterwards: saved on leaving, not later.
  await openInApp(page, '/supplier');
  const firstSupplier = page.getByRole('table', { name: 'Suppliers' }).getByRole('row').nth(1);
  await expect(firstSupplier).toBeVisible();
  const supplierName = (await firstSupplier.getByRole('cell').first().innerText()).split('\n')[0]!;
  await openInApp(page, HOME_PATH);
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await openInApp(page, '/supplier');
  await expect.soft(page.getByRole('table', { name: 'Suppliers' }).getByText(supplierName)).toBeVisible();

  const seenOnline = new Set([HOME_PATH, '/supplier']);
  const missing: string[] = [];
  for (const route of registeredRoutes(APP_ROUTES)) {
    const path = concretePath(route.path);
    await openInApp(page, path);
    await expect(page).toHaveTitle(new RegExp(`^${route.title.replace(/[()]/g, '\\$&')} \\|`));
    const { notOnDevice } = await expectSettledTruthfully(page, path);
    // A list never opened, or a record never opened, must say so.
    const neverLoaded =
      (route.nav === true || route.path.includes(':')) &&
      !isCreateForm(route.path) &&
      !CHOOSE_FIRST.has(route.path) &&
      !seenOnline.has(route.path);
    if (neverLoaded && !notOnDevice) missing.push(path);
  }
  expect(missing, 'never-loaded screens that do not say "not on this device"').toEqual([]);

  // The state as a phone and a tablet show it, for a person to look at.
  await openInApp(page, '/asset');
  for (const width of [360, 768]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 1024 });
    await expect(page.getByRole('main').getByTestId('not-on-device')).toBeVisible();
    // On a phone the navbar slides away once the viewport narrows; shoot after it has.
    if (width === 360) await expect(page.getByRole('navigation', { name: 'Areas' })).not.toBeInViewport();
    await page.screenshot({ path: test.info().outputPath(`offline-not-on-device-${width}.png`) });
  }
});
