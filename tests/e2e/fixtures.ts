import type { Page, Request } from '@playwright/test';

export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.example',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'E2e-admin-pass-1',
};

/** Signs in through the real sign-in screen and waits for the dashboard. */
export async function signInAs(page: Page, email = ADMIN.email, password = ADMIN.password): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Waits until the page has made no request for `quietMs`, leaving out the live feed (`/api/events`), which
 * stays open as long as the console does, so Playwright's 'networkidle' never comes for a signed-in page.
 */
export async function settled(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  const pending = new Set<Request>();
  const started = (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/events')) pending.add(request);
  };
  const ended = (request: Request) => void pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await page.waitForTimeout(50);
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** In-app navigation, as a link does it: no reload, the router follows the history, the device keeps its state. */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === new URL(path, url).pathname);
}
