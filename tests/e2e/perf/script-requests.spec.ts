import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { signInAs } from '../fixtures';
import { mainScreens, SCRIPT_REQUEST_BUDGET, scriptsOfScreen } from '../../support/screen-scripts';

/**
 * The build groups small modules by route and by library (vite.config.ts): about 50 chunks instead of 340
 * one-per-component files. Far more than this means the grouping stopped working.
 */
const CHUNK_LIMIT = 70;

/** What only forms draw with (the date picker, the number field, the signature pad) and an area's forms. */
const FORM_CHUNK = /\/assets\/(dates|number-input|signature|[a-z-]+-forms)-[\w-]{8}\.js$/;
/**
 * Screens that draw no form until asked: their filter drawer and dialogs load when first opened. They are the
 * start screens (vite-start-screens.ts, START_MODULES) too: their code is in `home`, so they load neither the
 * shared folders' chunks nor the Mantine components only other screens draw.
 */
const WITHOUT_FORMS = ['dashboard', 'work-order list'];
const OTHER_SCREENS_CHUNK = /\/assets\/(mantine-screens|components)-[\w-]{8}\.js$/;

test("every main screen loads cold with at most 25 script requests and all its styles, the list and dashboard without forms or other screens' code", async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const { workorders } = await apiCall<{ workorders: Array<{ id: string }> }>(
    request,
    token,
    'POST',
    '/api/workorder/Workorder/GetAll',
    { page: 1, pageSize: 1 },
  );
  await signInAs(page);
  const session = await page.evaluate(() => localStorage.getItem('session'));
  const baseURL = testInfo.project.use.baseURL!;

  const counts: Record<string, number> = {};
  const unwanted: Record<string, string[]> = {};
  const unstyled: Record<string, string[]> = {};
  for (const screen of mainScreens(workorders[0]!.id)) {
    const loaded = await scriptsOfScreen(
      browser,
      baseURL,
      screen,
      screen.path === '/sign-in' ? null : session,
    );
    const { scripts } = loaded;
    counts[screen.label] = scripts.length;
    // Mantine's styles come in parts with the code that draws with them: each screen has all of its own.
    if (loaded.unstyled.length > 0) unstyled[screen.label] = loaded.unstyled;
    if (WITHOUT_FORMS.includes(screen.label)) {
      unwanted[screen.label] = scripts.filter((s) => FORM_CHUNK.test(s) || OTHER_SCREENS_CHUNK.test(s));
    }
  }
  const report = Object.entries(counts)
    .map(([label, count]) => `${label}: ${count} scripts`)
    .join('\n');
  console.log(report);
  await testInfo.attach('script-requests', { body: report, contentType: 'text/plain' });
  for (const [label, count] of Object.entries(counts)) {
    expect(count, `${label} needs ${count} script requests`).toBeLessThanOrEqual(SCRIPT_REQUEST_BUDGET);
  }
  expect(unwanted).toEqual(Object.fromEntries(WITHOUT_FORMS.map((label) => [label, []])));
  expect(unstyled, 'Mantine classes drawn without their styles').toEqual({});
});

test('the build emits grouped chunks, not one file per component', () => {
  const assets = path.resolve(process.env.E2E_DIST_DIR ?? 'dist', 'assets');
  const chunks = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeLessThanOrEqual(CHUNK_LIMIT);
});
