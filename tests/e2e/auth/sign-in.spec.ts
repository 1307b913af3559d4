import { expect, test } from '@playwright/test';
import { ADMIN, signInAs } from '../fixtures';

test.describe('signing in', () => {
  test('good credentials open the dashboard with the user and organisation', async ({ page }) => {
    await signInAs(page);
    await expect(page.getByText(ADMIN.email).first()).toBeVisible();
    await expect(page.getByText('Assam Power Distribution (demo)').first()).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
    expect(stored).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(new Date(stored.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  test('bad credentials say so and keep the user on the sign-in page', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the form validates before sending', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Enter valid email address')).toBeVisible();
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a signed-out visitor is sent to sign in and then back where they were going', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/sign-in/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
  });

  test('signing out clears local storage and the tokens', async ({ page }) => {
    await signInAs(page);
    const refreshToken = await page.evaluate(
      () => JSON.parse(localStorage.getItem('session')!).refreshToken as string,
    );
    await page.getByRole('button', { name: /account menu|user menu/i }).click();
    await page.getByRole('menuitem', { name: /sign out/i }).click();
    await page.waitForURL('**/sign-in');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const refresh = await page.request.post('/api/account/Auth/RefreshToken', {
      data: { refreshToken, grantType: 'refresh_token' },
    });
    expect(refresh.status()).toBe(401);
  });
});
