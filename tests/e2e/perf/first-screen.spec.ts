import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures';
import { walkFirstScreens } from '../../support/first-screens';
import {
  DASHBOARD_JS_BUDGET,
  kilobytes,
  SIGN_IN_JS_BUDGET,
  type ScreenBytes,
} from '../../support/screen-bytes';

// A first visit: nothing cached, no service worker answering (see tests/support/screen-bytes.ts).
test.use({ serviceWorkers: 'block' });

const line = (label: string, bytes: ScreenBytes) =>
  `${label}: ${kilobytes(bytes.js)} JS in ${bytes.jsFiles} files, ${kilobytes(bytes.css)} CSS`;

test('the sign-in screen and the dashboard stay within their code budgets, as served', async ({
  page,
}, testInfo) => {
  const screens = await walkFirstScreens(page, ADMIN);
  const report = [
    line('sign-in', screens.signIn),
    line('dashboard adds', screens.dashboardAdds),
    line('  of which preloaded while signing in', screens.preload),
    line('deferred by the dashboard', screens.background),
  ].join('\n');
  console.log(report);
  await testInfo.attach('first-screen-bytes', { body: report, contentType: 'text/plain' });

  // Served compressed: nothing of any size arrives as it is on disk.
  const loads = [...screens.signIn.loads, ...screens.dashboardAdds.loads].filter((l) => l.decoded > 1024);
  expect(loads.filter((load) => load.encoding === 'identity').map((load) => load.url)).toEqual([]);

  expect(screens.signIn.js, report).toBeLessThanOrEqual(SIGN_IN_JS_BUDGET);
  expect(screens.dashboardAdds.js, report).toBeLessThanOrEqual(DASHBOARD_JS_BUDGET);
});
