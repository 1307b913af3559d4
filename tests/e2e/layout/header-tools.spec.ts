import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures';

// Chunks come from the network here, not from the service worker's precache, so one can fail to arrive.
test.use({ serviceWorkers: 'block' });

/** The shell's own chunk, which holds the header's tools (a hash follows the name directly). */
const SHELL_CODE = /\/assets\/app-[\w-]{8}\.js$/;

test('header tools whose code could not be fetched come back once the device is online again', async ({
  page,
  context,
}) => {
  await signInAs(page);
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await expect(accountMenu).toBeVisible();

  // A start without a connection for the header's code: the screen is drawn, the tools are left out.
  await page.route(SHELL_CODE, (route) => route.abort('internetdisconnected'));
  const failed = page.waitForEvent('requestfailed', (request) => SHELL_CODE.test(request.url()));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await failed;
  await expect(accountMenu).toBeHidden();

  // Back online: the tools come without a reload.
  await page.unroute(SHELL_CODE);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(accountMenu).toBeVisible({ timeout: 5000 });
  await accountMenu.click();
  await expect(page.getByRole('menuitem', { name: /Sign out/ })).toBeVisible();
});
