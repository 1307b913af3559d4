import { expect, test, type Page } from '@playwright/test';
import { PALETTE } from '../../../src/app/palette';
import { signInAs } from '../fixtures';

/** What the page looked like the moment the console first drew into #root (recorded by an init script). */
async function firstDrawn(page: Page) {
  return page.evaluate(() => (window as unknown as { firstDrawn?: Record<string, string> }).firstDrawn);
}

/** Mantine's filled primary colour and the size of body text, as the page now computes them. */
async function look(page: Page) {
  return page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      appearance: document.documentElement.dataset.appearance,
      primary: root.getPropertyValue('--mantine-primary-color-filled').trim(),
      dimmed: root.getPropertyValue('--mantine-color-dimmed').trim(),
      textSize: getComputedStyle(document.body).fontSize,
    };
  });
}

test('the outdoor theme is chosen from the user menu, kept on the device and drawn from the first paint', async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (!root?.firstElementChild) return;
      const style = getComputedStyle(document.documentElement);
      (window as unknown as { firstDrawn: Record<string, string> }).firstDrawn = {
        appearance: document.documentElement.dataset.appearance ?? '',
        primary: style.getPropertyValue('--mantine-primary-color-filled').trim(),
      };
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await signInAs(page);
  const standard = await look(page);
  expect(standard.appearance).toBe('standard');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch to outdoor theme' }).click();
  const outdoor = await look(page);
  expect(outdoor.appearance).toBe('outdoor');
  expect(outdoor.primary, 'filled buttons one shade darker').not.toBe(standard.primary);
  expect(outdoor.dimmed, 'dimmed text in gray 8').toBe(PALETTE.gray[8]);
  expect(parseFloat(outdoor.textSize), 'larger type on a phone').toBeGreaterThan(
    parseFloat(standard.textSize),
  );

  // Kept on the device: a new visit starts outdoors, and its very first drawing already is.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await firstDrawn(page)).toEqual({ appearance: 'outdoor', primary: outdoor.primary });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch to standard theme' }).click();
  expect((await look(page)).primary).toBe(standard.primary);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await firstDrawn(page)).toEqual({ appearance: 'standard', primary: standard.primary });
});
