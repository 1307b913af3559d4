import type { Page } from '@playwright/test';

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
