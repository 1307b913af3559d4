import { expect, test } from '@playwright/test';
import { settled, signInAs } from '../fixtures';

/** Issue 34's aim for every main screen: a cumulative layout shift of at most 0.05. */
const CLS_AIM = 0.05;

/** Sums the page's layout shifts (none right after an input), as CLS counts them, with what moved. */
const OBSERVE_SHIFTS = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources || []).map((source) => (source.node && source.node.textContent || '').slice(0, 40));
      window.__shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

// A phone, as Lighthouse's mobile profile; a first visit to each screen (nothing cached, no worker answering).
test.use({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });

for (const [screen, path, shown] of [
  ['the dashboard', '/dashboard', 'Your areas'],
  ['the work-order list', '/work-order/list-view', 'items of'],
  ['the reports list', '/reports', 'Counts and lists of work orders'],
] as const) {
  test(`${screen} keeps its layout while its data arrives`, async ({ page, context }) => {
    await signInAs(page);
    await context.addInitScript(OBSERVE_SHIFTS);
    const fresh = await context.newPage();
    await fresh.goto(path);
    await expect(fresh.getByText(shown).first()).toBeVisible();
    // The figures and rows come after the screen: give them time to land and the shifts to be reported.
    await settled(fresh);
    await fresh.waitForTimeout(1000);
    const shifts = (await fresh.evaluate('window.__shifts')) as Array<{ value: number; moved: string[] }>;
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_AIM);
  });
}
