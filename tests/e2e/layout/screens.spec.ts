import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { APPEARANCE_KEY, type Appearance } from '../../../src/app/appearance';
import { PUBLIC_ROUTES } from '../../../src/app/routes';
import { axeFindings, findingsReport, type Finding } from '../accessibility/axe-check';
import { dialogOpeners, OPEN_LAYER, type DialogOpener } from '../accessibility/dialogs';
import { variantScreens, walkedScreens } from '../accessibility/screen-paths';
import { openInApp, settled, signInAs } from '../fixtures';
import { unstyledMantineClasses } from '../../support/unstyled';
import { smallTargets } from './hit-areas';

/**
 * One journey a device: every screen of the route table, its dialogs and menus, and the public screens, each
 * visited once and checked for all that is asked of a screen at that width:
 * - it fits: nothing wider than the screen (no sideways scrolling), the page heading shown;
 * - everything Mantine draws has its styles (they come in parts: vite-mantine-styles.ts);
 * - on a phone and a tablet, every control is big enough for a finger (44 x 44 px, or 24 px well apart: see
 *   `smallTargets`);
 * - WCAG 2.1 A and AA as axe sees it (a dialog or menu is checked alone, so the screen under it is not counted
 *   twice);
 * - a screenshot of each lands in the test's output directory for people to look at.
 *
 * The phone and the desktop are walked in the standard appearance. The tablet is walked in the outdoor one
 * (made for a device in sunlight): its colours are the same at every width and only its type grows on
 * phones, so at 768 px its contrast is checked on the smaller, stricter type, and its layout is the standard
 * one's. Problems are gathered over the whole walk and reported together, by kind and screen.
 */
interface Journey {
  name: string;
  width: number;
  height: number;
  touch: boolean;
  appearance: Appearance;
}

const JOURNEYS: readonly Journey[] = [
  { name: 'phone', width: 360, height: 780, touch: true, appearance: 'standard' },
  { name: 'tablet', width: 768, height: 1024, touch: true, appearance: 'outdoor' },
  { name: 'desktop', width: 1280, height: 800, touch: false, appearance: 'standard' },
];

/** Heading shown, requests over, spinners and skeletons gone, transitions over. */
async function screenSettled(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
  await settled(page, 300);
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(200);
}

function fileName(label: string): string {
  return (
    label
      .replace(/^\//, '')
      .replace(/[^a-zA-Z0-9]+/g, '-')
      .replace(/-+$/, '') || 'root'
  );
}

for (const journey of JOURNEYS) {
  const title = `every screen fits a ${journey.width} px ${journey.name} and passes WCAG 2.1 AA (${journey.appearance} appearance)`;
  test(title, async ({ page }, testInfo) => {
    // About 95 screens and 13 dialogs, 3 min on a quiet 2-core machine; a limit catches a hang, not slowness.
    test.setTimeout(600_000);
    const started = Date.now();
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
      APPEARANCE_KEY,
      journey.appearance,
    ] as const);
    await page.setViewportSize({ width: journey.width, height: journey.height });

    const findings: Finding[] = [];
    const overflowing: string[] = [];
    const small: string[] = [];
    const unopened: string[] = [];
    const unstyled: string[] = [];
    // Written as found too, so that a run stopped half-way still tells what it saw.
    const log = testInfo.outputPath('findings.jsonl');
    /** Everything asked of what is on screen now; `within` narrows the accessibility check to a layer. */
    // Seconds spent by step, printed at the end: where the walk's time goes.
    const spent = { settling: 0, screenshots: 0, targets: 0, axe: 0 };
    const timed = async <T>(step: keyof typeof spent, work: () => Promise<T>): Promise<T> => {
      const from = Date.now();
      try {
        return await work();
      } finally {
        spent[step] += (Date.now() - from) / 1000;
      }
    };
    const check = async (label: string, within?: string) => {
      // The pointer is left where the last click was: away from the screen, it shows no hover tooltip.
      await page.mouse.move(0, 0);
      await timed('screenshots', () =>
        page.screenshot({
          path: testInfo.outputPath(`${fileName(label)}-${journey.width}.png`),
          fullPage: true,
        }),
      );
      const bare = await unstyledMantineClasses(page);
      if (bare.length > 0) unstyled.push(`${label}: ${bare.join(', ')}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) overflowing.push(`${label} scrolls sideways by ${overflow} px`);
      if (journey.touch) {
        for (const target of await timed('targets', () => smallTargets(page))) {
          small.push(`${label}: ${target.target} is ${target.width} x ${target.height} px`);
        }
      }
      const found = await timed('axe', () => axeFindings(page, `${label} ${journey.width}`, within));
      findings.push(...found);
      await fs.appendFile(log, found.map((finding) => `${JSON.stringify(finding)}\n`).join(''));
    };
    const open = async (path: string) => {
      await openInApp(page, path);
      await timed('settling', () => screenSettled(page, path));
    };

    for (const route of PUBLIC_ROUTES) {
      await page.goto(route.path);
      await timed('settling', () => screenSettled(page, route.path));
      await check(route.path);
    }

    await signInAs(page);
    const { screens, skipped, unnamed, ids } = await walkedScreens(page);
    expect(unnamed, 'parameterised routes with no demo record named in screen-paths.ts').toEqual([]);
    testInfo.annotations.push({ type: 'not walked (no such demo record)', description: skipped.join(', ') });
    const visits = [...screens, ...variantScreens(ids)];
    for (const visit of visits) {
      await open(visit.path);
      await check(visit.pattern);
    }

    const openDialog = async (opener: DialogOpener) => {
      for (const click of opener.clicks) {
        const target = page.getByRole(click.role, { name: click.name, exact: click.exact ?? true });
        await target.first().click({ timeout: 10_000 });
      }
      await expect(page.locator(OPEN_LAYER).first(), `${opener.name} did not open`).toBeVisible();
      await page.waitForTimeout(300);
    };
    for (const opener of await dialogOpeners(page, ids)) {
      await open(opener.path);
      // A dialog that does not open is reported with the rest at the end, not left to stop the walk.
      try {
        await openDialog(opener);
      } catch (error) {
        unopened.push(`${opener.name}: ${String(error).split('\n')[0]}`);
        await page.keyboard.press('Escape');
        continue;
      }
      await check(opener.name, OPEN_LAYER);
      await page.keyboard.press('Escape');
      await expect(page.locator(OPEN_LAYER), `${opener.name} closes on Escape`).toHaveCount(0);
    }

    if (journey.width < 768) {
      await open('/dashboard');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.waitForTimeout(400);
      await check('navigation drawer', 'nav');
    }

    const seconds = Math.round((Date.now() - started) / 1000);
    const steps = Object.entries(spent)
      .map(([step, time]) => `${step} ${Math.round(time)} s`)
      .join(', ');
    console.log(
      `${journey.name} (${journey.appearance}): ${visits.length} screens in ${seconds} s (${steps}), not walked: ${skipped.join(', ') || 'none'}\n${findingsReport(findings)}`,
    );
    expect(unopened, 'dialogs the walk could not open').toEqual([]);
    expect(unstyled, 'Mantine classes drawn without their styles').toEqual([]);
    expect(overflowing, `screens wider than ${journey.width} px`).toEqual([]);
    expect(small, `controls too small for a finger at ${journey.width} px`).toEqual([]);
    expect(findings.length, findingsReport(findings)).toBe(0);
  });
}
