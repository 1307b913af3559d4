/**
 * The first visit measured screen by screen (see screen-bytes.ts): the sign-in screen, the idle-time preload
 * it starts, then the dashboard after signing in and the work its screen defers to idle time. Shared by
 * bench/first-screen.ts and the budget check in tests/e2e/perf.
 */
import type { Page } from '@playwright/test';
import {
  addBytes,
  holdIdleWork,
  meterAssets,
  releaseIdle,
  resumeHoldingIdle,
  type AssetMeter,
  type ScreenBytes,
} from './screen-bytes';

export interface FirstScreens {
  /** What /sign-in needs to show and become usable. */
  signIn: ScreenBytes;
  /** What the sign-in screen fetches once idle: the shell and the dashboard, ahead of signing in. */
  preload: ScreenBytes;
  /** What signing in and showing the dashboard fetched on top. */
  dashboard: ScreenBytes;
  /** preload + dashboard: everything the dashboard added to the sign-in screen. */
  dashboardAdds: ScreenBytes;
  /** What the dashboard left to idle time: the offline layer, header tools, toasts and modals. */
  background: ScreenBytes;
  /** Still recording: for the screens after the dashboard. */
  meter: AssetMeter;
}

export async function walkFirstScreens(
  page: Page,
  credentials: { email: string; password: string },
): Promise<FirstScreens> {
  await holdIdleWork(page);
  const meter = await meterAssets(page);

  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  const signIn = await meter.take();

  await releaseIdle(page);
  const preload = await meter.take();
  await resumeHoldingIdle(page);

  await page.getByRole('textbox', { name: 'Email' }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  const dashboard = await meter.take();

  await releaseIdle(page);
  const background = await meter.take();
  return { signIn, preload, dashboard, dashboardAdds: addBytes(preload, dashboard), background, meter };
}
