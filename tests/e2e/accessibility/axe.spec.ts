import fs from 'node:fs/promises';
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
 * A failure lists the failing elements by rule, with the screens each fails on.
 */
interface Viewport {
  width: number;
  height: number;
}

const WIDE: Viewport = { width: 1280, height: 800 };
const NARROW: Viewport = { width: 360, height: 780 };

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
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(250);
}

/** Opens the dialog, checks what is open on top of the screen, and closes it again. */
async function checkDialog(page: Page, opener: DialogOpener, label: string): Promise<Finding[]> {
  for (const click of opener.clicks) {
    const target = page.getByRole(click.role, { name: click.name, exact: click.exact ?? true });
    await target.first().click({ timeout: 10_000 });
  }
  await expect(page.locator(OPEN_LAYER).first(), `${opener.name} did not open`).toBeVisible();
  await page.waitForTimeout(300);
  const findings = await axeFindings(page, label, OPEN_LAYER);
  await page.keyboard.press('Escape');
  await expect(page.locator(OPEN_LAYER)).toHaveCount(0);
  return findings;
}

/**
 * The walk at `widths` (the screen loaded at the first, then resized): public screens, every screen of the
 * route table, the dialogs, and on a phone the navigation drawer. Returns every failing element.
 */
async function walk(page: Page, appearance: Appearance, widths: readonly Viewport[]): Promise<Finding[]> {
  const started = Date.now();
  const findings: Finding[] = [];
  const unopened: string[] = [];
  // Written as found too, so that a run stopped half-way still tells what it saw.
  const log = test.info().outputPath('findings.jsonl');
  const atEachWidth = async (check: (width: number) => Promise<Finding[]>) => {
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.waitForTimeout(250);
      const found = await check(size.width);
      findings.push(...found);
      await fs.appendFile(log, found.map((finding) => `${JSON.stringify(finding)}\n`).join(''));
    }
  };
  await page.setViewportSize(widths[0]!);
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route.path);
    await settled(page);
    await atEachWidth((width) => axeFindings(page, `${route.path} ${width}`));
  }
  await page.setViewportSize(widths[0]!);
  await signInAs(page);
  const { screens, skipped, unnamed, ids } = await walkedScreens(page);
  expect(unnamed, 'parameterised routes with no demo record named in screen-paths.ts').toEqual([]);
  test.info().annotations.push({ type: 'not walked (no such demo record)', description: skipped.join(', ') });
  for (const screen of screens) {
    await page.setViewportSize(widths[0]!);
    await openInApp(page, screen.path);
    await settled(page);
    await atEachWidth((width) => axeFindings(page, `${screen.pattern} ${width}`));
  }
  for (const opener of await dialogOpeners(page, ids)) {
    await page.setViewportSize(widths[0]!);
    await openInApp(page, opener.path);
    await settled(page);
    // A dialog that does not open is reported with the others at the end, not left to stop the walk.
    await atEachWidth((width) =>
      checkDialog(page, opener, `${opener.name} ${width}`).catch(async (error: unknown) => {
        unopened.push(`${opener.name} at ${width} px: ${String(error).split('\n')[0]}`);
        await page.keyboard.press('Escape');
        return [];
      }),
    );
  }
  await page.setViewportSize(NARROW);
  await openInApp(page, '/dashboard');
  await settled(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.waitForTimeout(400);
  findings.push(...(await axeFindings(page, `navigation drawer ${NARROW.width}`, 'nav')));
  const seconds = Math.round((Date.now() - started) / 1000);
  const walked = `${screens.length} screens in ${seconds} s, not walked: ${skipped.join(', ') || 'none'}`;
  console.log(`${appearance}: ${walked}\n${findingsReport(findings)}`);
  expect(unopened, 'dialogs the walk could not open').toEqual([]);
  return findings;
}

/**
 * The standard appearance at both widths; the outdoor one, made for a phone in sunlight, at the phone's width
 * (its colours are the same at every width; only its type grows on phones), which keeps the run short.
 */
const RUNS = [
  { appearance: 'standard', widths: [WIDE, NARROW] },
  { appearance: 'outdoor', widths: [NARROW] },
] as const;

for (const { appearance, widths } of RUNS) {
  test(`every screen and dialog passes WCAG 2.1 AA in the ${appearance} appearance`, async ({ page }) => {
    test.setTimeout(1_800_000);
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      APPEARANCE_KEY,
      appearance,
    ] as const);
    const findings = await walk(page, appearance, widths);
    expect(findings.length, findingsReport(findings)).toBe(0);
  });
}
