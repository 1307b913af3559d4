import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures';

// Chunks come from the network here, not from the service worker's precache, so one can be held back.
test.use({ serviceWorkers: 'block' });

const SHOTS = process.env.PROGRESS_SHOTS_DIR;

/**
 * Holds the asset list's code (the assets area's chunk, not its forms: a hash follows the name directly) back
 * until `release` is called. (The work-order list's code comes with the dashboard's: both are start screens.)
 */
async function holdAssetsCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/assets-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`a menu entry whose screen is still loading shows progress at once (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // Held from the start: a hold set once the dashboard shows could come after the code was fetched.
    const release = await holdAssetsCode(page);
    await signInAs(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    if (viewport.width < 992) await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Areas' })
      .getByRole('link', { name: 'Assets', exact: true })
      .click();

    // The old screen stays while the next one's code loads, with the bar over it.
    const progress = page.getByRole('progressbar', { name: 'Opening the page' });
    await expect(progress).toBeVisible({ timeout: 1000 });
    await expect(progress).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/route-progress-${viewport.width}.png` });

    release();
    await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible();
    await expect(progress).toBeHidden();
  });
}
