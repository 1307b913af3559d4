import { expect, test } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signIn, waitForServiceWorker } from '../support/offline-browser';

/** The installable-app side of the console: manifest, icons, service worker, install and update UI. */

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk, so an icon is known to be the size the manifest claims. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test.describe('installable PWA', () => {
  test('the manifest names the console, starts on the dashboard and has real icons', async ({ request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Field Console',
      short_name: 'Field Console',
      start_url: '/dashboard',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const file = await request.get(`/${icon.src}`);
      expect(file.headers()['content-type']).toContain('image/png');
      expect(pngSize(await file.body())).toBe(icon.sizes);
    }
  });

  test('the signed-in console passes Chromium’s installability checks', async ({
    playwright,
    baseURL,
  }, testInfo) => {
    // Chromium never offers installation from an incognito profile, which is what a test context is.
    const profile = await mkdtemp(join(tmpdir(), 'field-console-install-'));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('the service worker precaches the shell and leaves API addresses to the server', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.includes('precache'));
      if (!precache) return [];
      const keys = await (await caches.open(precache)).keys();
      return keys.map((request) => new URL(request.url).pathname);
    });
    expect(precached).toEqual(expect.arrayContaining(['/index.html', '/manifest.webmanifest']));

    const api = await page.goto('/api/health');
    expect(api?.headers()['content-type']).toContain('application/json');
    const missing = await page.goto('/api/no-such-endpoint');
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['content-type']).toContain('application/json');

    await context.setOffline(true);
    await page.goto('/work-order/list-view');
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await page.evaluate(() => document.title)).toContain('Field Console');
  });

  test('the install button appears only while the browser offers installation', async ({ page }) => {
    await signIn(page);
    const install = page.getByRole('button', { name: 'Install app' });
    await expect(install).toHaveCount(0);

    // Headless Chromium never shows its install offer; this dispatches the same event the browser does.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(install).toBeVisible();

    // On a phone the offer fits the header beside the title, the status and the menus, without covering any.
    for (const width of [360, 412]) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.locator('header');
      const title = header.getByRole('link', { name: 'Field Console' });
      await expect(install).toBeVisible();
      const boxes = await header.locator('a, button').evaluateAll((elements) =>
        elements
          .filter((element) => element.getBoundingClientRect().width > 0)
          .map((element) => ({
            name: element.getAttribute('aria-label') ?? element.textContent ?? '',
            box: element.getBoundingClientRect().toJSON() as DOMRect,
          })),
      );
      await page.screenshot({ path: test.info().outputPath(`header-${width}.png`) });
      const overlapping = boxes.flatMap((a, index) =>
        boxes
          .slice(index + 1)
          .filter(
            (b) =>
              a.box.left < b.box.right - 1 &&
              b.box.left < a.box.right - 1 &&
              a.box.top < b.box.bottom - 1 &&
              b.box.top < a.box.bottom - 1,
          )
          .map((b) => `${a.name} / ${b.name}`),
      );
      expect(overlapping, `at ${width} px`).toEqual([]);
      expect(await title.evaluate((element) => element.getBoundingClientRect().right)).toBeLessThanOrEqual(
        width,
      );
    }
    await install.click();
    await expect(install).toHaveCount(0);
  });

  test('a new version waits for the user, and Reload switches to it', async ({ page }) => {
    await signIn(page);
    await waitForServiceWorker(page);
    await expect(page.getByText('A new version is available')).toHaveCount(0);

    // Deploying a new build changes sw.js; the server serves the build folder as it is on disk.
    const worker = resolve(process.env.E2E_DIST_DIR ?? 'dist', 'sw.js');
    const deployed = await readFile(worker);
    try {
      await writeFile(worker, Buffer.concat([deployed, Buffer.from('\n// next release\n')]));
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.getByText('A new version is available')).toBeVisible();

      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText('A new version is available')).toHaveCount(0);
      const waiting = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting,
      );
      expect(waiting).toBeFalsy();
    } finally {
      await writeFile(worker, deployed);
    }
  });
});
