import { expect, test, type Page } from '@playwright/test';
import { APPEARANCE_KEY, type Appearance } from '../../../src/app/appearance';
import { PUBLIC_ROUTES } from '../../../src/app/routes';
import { signInAs } from '../fixtures';
import { axeFindings, findingsReport, type Finding } from './axe-check';
import { dialogOpeners, OPEN_LAYER, type DialogOpener } from './dialogs';
import { walkedScreens } from './screen-paths';

/**
 * WCAG 2.1 AA, as axe sees it, on every screen of the route table, its dialogs and menus, at a phone's and a
 * desktop's width, in both appearances. Each screen is loaded once: checked at 1280 px, then narrowed to
 * 360 px and checked again. Screens are opened inside the app (as a link does), in one signed-in page.
 */
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 780 };

/** In-app navigation, as a link would do it: no reload, the router follows the history. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === new URL(path, url).pathname);
}

/** Headings shown, data arrived, spinners and skeletons gone, transitions over. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(250);
}

/** Opens the dialog, checks what is open on top of the screen, and closes it again. */
async function checkDialog(page: Page, opener: DialogOpener, label: string): Promise<Finding[]> {
  for (const click of opener.clicks) {
    await page
      .getByRole(click.role, { name: click.name, exact: click.exact ?? true })
      .first()
      .click();
  }
  await expect(page.locator(OPEN_LAYER).first(), `${opener.name} did not open`).toBeVisible();
  await page.waitForTimeout(300);
  const findings = await axeFindings(page, label, OPEN_LAYER);
  await page.keyboard.press('Escape');
  await expect(page.locator(OPEN_LAYER)).toHaveCount(0);
  return findings;
}

async function walk(page: Page, appearance: Appearance): Promise<Finding[]> {
  const findings: Finding[] = [];
  const both = async (check: (width: number) => Promise<Finding[]>) => {
    await page.setViewportSize(WIDE);
    findings.push(...(await check(WIDE.width)));
    await page.setViewportSize(NARROW);
    findings.push(...(await check(NARROW.width)));
  };
  await page.setViewportSize(WIDE);
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route.path);
    await settled(page);
    await both(async (width) => {
      await page.waitForTimeout(250);
      return axeFindings(page, `${route.path} ${width}`);
    });
  }
  await page.setViewportSize(WIDE);
  await signInAs(page);
  const { screens, skipped, unnamed, ids } = await walkedScreens(page);
  expect(unnamed, 'parameterised routes with no demo record named in screen-paths.ts').toEqual([]);
  test.info().annotations.push({ type: 'not walked (no such demo record)', description: skipped.join(', ') });
  for (const screen of screens) {
    if (process.env.AXE_TRACE) console.log(new Date().toISOString(), screen.path);
    await page.setViewportSize(WIDE);
    await openInApp(page, screen.path);
    await settled(page);
    await both(async (width) => {
      await page.waitForTimeout(250);
      return axeFindings(page, `${screen.pattern} ${width}`);
    });
  }
  for (const opener of await dialogOpeners(page, ids)) {
    await page.setViewportSize(WIDE);
    await openInApp(page, opener.path);
    await settled(page);
    await both((width) => checkDialog(page, opener, `${opener.name} ${width}`));
  }
  await page.setViewportSize(NARROW);
  await openInApp(page, '/dashboard');
  await settled(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.waitForTimeout(400);
  findings.push(...(await axeFindings(page, 'navigation drawer 360', 'nav')));
  console.log(
    `${appearance}: ${screens.length} screens, ${skipped.length} not walked\n${findingsReport(findings)}`,
  );
  return findings;
}

for (const appearance of ['standard', 'outdoor'] as const) {
  test(`every screen and dialog passes WCAG 2.1 AA in the ${appearance} appearance`, async ({ page }) => {
    test.setTimeout(600_000);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      APPEARANCE_KEY,
      appearance,
    ] as const);
    const findings = await walk(page, appearance);
    expect(findings.length, findingsReport(findings)).toBe(0);
  });
}
