import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures';
import { AUDIT_HEADER, auditRow, missedAims, startAuditor, type Audit } from '../../support/lighthouse';

/**
 * Machine noise: one run each on a shared CI machine, where Lighthouse's simulated phone scales with the CPU
 * time the trace recorded. Scores may fall 5 points under their aim, times and CLS 20% over theirs; a real
 * regression (the list at 37, a layout shift of 0.137) is far outside that.
 */
const NOISE = { score: 5, ratio: 1.2 };

test('sign-in, dashboard and the work-order list meet the Lighthouse mobile aims', async ({
  browserName,
}, testInfo) => {
  // Lighthouse drives its own Chromium (chrome-launcher), not the page fixture.
  test.skip(browserName !== 'chromium');
  // Three audits of 20-60 s each on a busy machine.
  test.setTimeout(300_000);
  // Not met yet. On 2026-11-29 (2 cores shared, load average 5-7): sign-in 82-98 (TBT 176-762 ms), dashboard
  // 49-65 (LCP 5.0-5.8 s, TBT 0.4-1.1 s), list 45-51 (LCP 5.1-5.9 s, TBT 1.0-1.8 s). What remains: about 440 KB
  // of code and styles before a signed-in screen draws (React, Mantine, TanStack Query, Dexie, zod, dates), and
  // their evaluation and first render under the 4x slower CPU; see docs/decisions.md, "The Lighthouse and
  // first-screen budgets are checked as known gaps".
  test.fail(true, 'the mobile performance aims of issue 34 (90, LCP 2.5 s, TBT 200 ms) are not met yet');
  const auditor = await startAuditor(testInfo.project.use.baseURL!, ADMIN);
  const audits: Audit[] = [];
  try {
    audits.push(await auditor.audit('sign-in', '/sign-in', 'mobile', true));
    audits.push(await auditor.audit('dashboard', '/dashboard', 'mobile'));
    audits.push(await auditor.audit('work-order list', '/work-order/list-view', 'mobile'));
  } finally {
    await auditor.close();
  }
  const report = [AUDIT_HEADER, ...audits.map(auditRow)].join('\n');
  console.log(report);
  await testInfo.attach('lighthouse', { body: report, contentType: 'text/plain' });
  for (const audit of audits) {
    // A signed-in page that ended on /sign-in measured the wrong screen.
    expect(new URL(audit.finalUrl).pathname, audit.label).not.toBe(
      audit.label === 'sign-in' ? '/dashboard' : '/sign-in',
    );
    expect(missedAims(audit, NOISE), `${audit.label}\n${report}`).toEqual([]);
  }
});
