import { expect, type Locator, type Page } from '@playwright/test';

/** Picks `option` from a dropdown (Select or MultiSelect), typing `search` first when given. */
export async function pick(page: Page, field: Locator, option: string, search?: string): Promise<void> {
  await field.click({ force: true });
  if (search) await field.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multiple choice stays open; Escape then closes it (never a dialog around a closed single choice).
  if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
}

/** Adds a filter row and returns it. */
export async function addFilter(page: Page, index: number): Promise<Locator> {
  await page.getByRole('button', { name: 'Add filter' }).click();
  const row = page.getByRole('group', { name: `Filter ${index}` });
  await expect(row).toBeVisible();
  return row;
}

export function combobox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('combobox', { name: new RegExp(`^${name}`) }).first();
}

/** Screenshots of one screen at the three widths people use, into .tmp/rep-shots/. */
export async function shootWidths(page: Page, name: string, settle: () => Promise<void>): Promise<void> {
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await settle();
    // Toasts of the steps before close by themselves; the page is shot from its top.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await page.screenshot({ path: `.tmp/rep-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
