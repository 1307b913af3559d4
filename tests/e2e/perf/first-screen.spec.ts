import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures';
import { walkFirstScreens } from '../../support/first-screens';
import { FIRST_SCREEN_WIRE_BUDGET, measureFirstScreen } from '../../support/first-screen-wire';
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

test('everything the sign-in screen asks for before its form is usable, headers included, stays within 170 KB', async ({
  page,
}, testInfo) => {
  const wire = await measureFirstScreen(page);
  const report = [
    `first screen: ${kilobytes(wire.total)} in ${wire.loads.length} responses, usable after ${wire.usableMs} ms`,
    ...wire.loads.map((load) => `  ${load.type} ${new URL(load.url).pathname} ${kilobytes(load.bytes)}`),
  ].join('\n');
  console.log(report);
  await testInfo.attach('first-screen-wire', { body: report, contentType: 'text/plain' });
  // Only part of Mantine's styles come with the first screen: all it draws must have theirs.
  expect(wire.unstyled, 'Mantine classes on the sign-in screen without a rule').toEqual([]);
  expect(wire.total, report).toBeLessThanOrEqual(FIRST_SCREEN_WIRE_BUDGET);
});
