import { expect, test } from '@playwright/test';
import { userWithPermissions } from '../api';
import { signInAs } from '../fixtures';

test('a user changes their own name and password, and reads the notice about it', async ({
  page,
  request,
}) => {
  const account = await userWithPermissions(request, []);
  await signInAs(page, account.email, account.password);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('Bhaskar Jyoti Thakuria');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Bhaskar Jyoti Thakuria')).toBeVisible();
  await page.reload();
  await expect(name).toHaveValue('Bhaskar Jyoti Thakuria');

  const newPassword = 'Feeder-line-2024';
  await page.getByLabel('Current password').fill('not-the-password-1');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is wrong.').first()).toBeVisible();

  await page.getByLabel('Current password').fill(account.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully.')).toBeVisible();

  await page.goto('/notifications');
  const notice = page.getByRole('article', { name: 'Unread: Your password was changed' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await notice.getByRole('button', { name: /^Mark read/ }).click();
  await expect(page.getByRole('article', { name: 'Your password was changed' })).toBeVisible();
  await expect(page.getByText('0 unread')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/sign-in');
  await signInAs(page, account.email, newPassword);
  await expect(page.getByRole('banner').getByText('Bhaskar Jyoti Thakuria')).toBeVisible();
});

test('mark all read clears the feed’s unread ones', async ({ page, request }) => {
  const account = await userWithPermissions(request, []);
  await signInAs(page, account.email, account.password);
  await page.goto('/settings/profile');
  let current = account.password;
  for (const next of ['Substation-9a', 'Substation-9b']) {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel(/^New password/).fill(next);
    await page.getByLabel('Confirm new password').fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed successfully.').first()).toBeVisible();
    current = next;
  }
  await page.goto('/notifications');
  await expect(page.getByText('2 unread')).toBeVisible();
  await page.getByText('Unread only').click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('Nothing unread')).toBeVisible();
});
