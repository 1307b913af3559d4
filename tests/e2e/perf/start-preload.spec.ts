import { expect, test } from '@playwright/test';
import { signInAs } from '../fixtures';
import { holdIdleWork } from '../../support/screen-bytes';

/** The chunks a signed-in start needs besides the entry's: the shell and start screens, the offline layer. */
const START_CHUNKS = /\/assets\/(home|offline|mantine|data)-[\w-]{8}\.js$/;

/** The session call, whose answer every signed-in screen waits for. */
const SESSION_CALL = '/api/account/Auth/Session';

/** The start chunks' names (without hashes) in the order asked for. */
const startChunks = (paths: string[]) =>
  paths.filter((path) => START_CHUNKS.test(path)).map((path) => path.replace(/-[\w-]{8}\.js$/, ''));

test('a signed-in start asks for the session, the start screens and the offline layer from the page itself, beside the entry', async ({
  browser,
  page,
}, testInfo) => {
  await signInAs(page);
  const session = await page.evaluate(() => localStorage.getItem('session'));
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(`localStorage.setItem('session', ${JSON.stringify(session)});`);
    const cold = await context.newPage();
    const refused: string[] = [];
    cold.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    // React's chunk, which the entry needs before it runs, is held back until the start chunks are asked for
    // (5 s at most): the page asks for them while the entry is on its way, not once the entry has run. (The
    // entry's own chunk is named after the checkout's folder.)
    const asked: string[] = [];
    const whileHeld: { asked?: string[]; sessionCalls?: number } = {};
    let release = () => {};
    const allAsked = new Promise<void>((resolve) => (release = resolve));
    cold.on('request', (request) => {
      asked.push(new URL(request.url()).pathname);
      if (startChunks(asked).length === 4) release();
    });
    await cold.route(/\/assets\/react-[\w-]{8}\.js$/, async (route) => {
      await Promise.race([allAsked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      whileHeld.asked = startChunks(asked);
      whileHeld.sessionCalls = asked.filter((path) => path === SESSION_CALL).length;
      await route.continue();
    });
    await cold.goto('/work-order/list-view');
    await cold.getByRole('heading', { name: 'Work orders', level: 1 }).waitFor();

    expect(whileHeld.asked?.sort()).toEqual([
      '/assets/data',
      '/assets/home',
      '/assets/mantine',
      '/assets/offline',
    ]);
    // The session call went out while the code was on its way, and the console used its answer: it was sent
    // once for the whole start.
    expect(whileHeld.sessionCalls).toBe(1);
    expect(asked.filter((path) => path === SESSION_CALL)).toHaveLength(1);
    // The server's policy allows that script by its hash: nothing was refused.
    expect(refused).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a signed-out start asks for none of them before the sign-in form is shown', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    // The sign-in screen preloads what comes after it when idle: held, to see what the start alone asks for.
    await holdIdleWork(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(startChunks(asked)).toEqual([]);
    expect(asked).not.toContain(SESSION_CALL);
    expect(await page.locator('link[rel="modulepreload"][href*="/home-"]').count()).toBe(0);
  } finally {
    await context.close();
  }
});
