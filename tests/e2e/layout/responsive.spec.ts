import { expect, test, type Page } from '@playwright/test';
import { settled, signInAs } from '../fixtures';
import { smallTargets } from './hit-areas';
import { dialogPaths, screenPaths } from './layout-paths';

/**
 * Every list and form fits a 360 px phone, a 768 px tablet and a 1280 px desktop: nothing wider than the
 * screen (no sideways scrolling), the page heading visible. On the phone and the tablet, every control and
 * the dialogs' controls are big enough for a finger (44 x 44 px, or 24 px well apart: see `smallTargets`).
 * A screenshot of each lands in the test's output directory for people to look at.
 */
const WIDTHS = [
  { name: 'phone', width: 360, height: 780, touch: true },
  { name: 'tablet', width: 768, height: 1024, touch: true },
  { name: 'desktop', width: 1280, height: 800, touch: false },
] as const;

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const size of WIDTHS) {
  test(`screens fit a ${size.width} px ${size.name}`, async ({ page }, testInfo) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInAs(page);
    // Every control under the rule, by screen: reported together once all screens were seen.
    const small: string[] = [];
    const measure = async (path: string) => {
      if (!size.touch) return;
      for (const target of await smallTargets(page)) {
        small.push(`${path}: ${target.target} is ${target.width} x ${target.height} px`);
      }
    };
    for (const [name, path] of await screenPaths(page)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await settled(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true });
      expect(
        await sidewaysOverflow(page),
        `${path} scrolls sideways at ${size.width} px`,
      ).toBeLessThanOrEqual(0);
      await measure(path);
    }
    // The dialogs people work in: the work-order filter and assign dialogs, the warehouse location, the asset move.
    for (const [name, path, button] of await dialogPaths(page)) {
      await page.goto(path);
      await page.getByRole('button', { name: button }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settled(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true });
      await measure(`${path} (${button})`);
    }
    expect(small, `controls too small for a finger at ${size.width} px`).toEqual([]);
  });
}
