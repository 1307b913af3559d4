import { expect, test } from '@playwright/test';
import { userWithPermissions } from '../api';
import { latestMailTo } from '../mail';

test('a user resets a forgotten password with the mailed one-time password', async ({ page, request }) => {
  const user = await userWithPermissions(request, []);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forget-password$/);
  // The address changes while the screen's code may still load under the sign-in form (its own Email field).
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();

  const sentAfter = Date.now() - 1000;
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: /send/i }).click();
  const mail = await latestMailTo(user.email, sentAfter);
  const otp = /one-time password is (\d{6})/.exec(mail)![1]!;

  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(otp);
  await page.getByRole('button', { name: /verify/i }).click();

  await page.getByRole('textbox', { name: 'New password' }).fill('Reset-by-mail-42');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('Reset-by-mail-42');
  await page.getByRole('button', { name: /set|save|reset/i }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  const signIn = await request.post('/api/account/Auth/SignIn', {
    data: { email: user.email, password: 'Reset-by-mail-42' },
  });
  expect(signIn.status()).toBe(200);
});
