import { expect, test } from '@playwright/test';
import { userWithPermissions } from '../api';
import { settled, signInAs } from '../fixtures';

test('a user without a permission neither sees nor reaches its route', async ({ page, request }) => {
  const user = await userWithPermissions(request, []);
  await signInAs(page, user.email, user.password);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Roles and permissions' })).toHaveCount(
    0,
  );
  await page.goto('/roles-permissions');
  await expect(page.getByText('You do not have access to this page')).toBeVisible();
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await signInAs(page);
  // Let the first screen's requests settle, so no refresh is in flight when the token is spoiled.
  await settled(page);
  // Make the stored access token invalid, as an expired one would be: the next call gets a 401.
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('session')!);
    session.accessToken = `${session.accessToken.slice(0, -4)}AAAA`;
    session.authToken = null;
    localStorage.setItem('session', JSON.stringify(session));
  });
  const before = await page.evaluate(
    () => JSON.parse(localStorage.getItem('session')!).refreshToken as string,
  );
  await page.reload();
  await expect(page.getByText('Token refreshed successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const after = await page.evaluate(
    () => JSON.parse(localStorage.getItem('session')!).refreshToken as string,
  );
  expect(after).not.toBe(before);
});

test('a refused refresh says so and signs the user out', async ({ page }) => {
  await signInAs(page);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem('session')!);
    session.accessToken = `${session.accessToken.slice(0, -4)}AAAA`;
    session.authToken = null;
    session.refreshToken = 'revoked-or-unknown-token';
    localStorage.setItem('session', JSON.stringify(session));
  });
  await page.reload();
  await expect(page.getByText('Error while refreshing token.')).toBeVisible();
  await page.waitForURL('**/sign-in');
});
