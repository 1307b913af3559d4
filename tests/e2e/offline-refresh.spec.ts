import { expect, test } from '@playwright/test';
import { apiCall, apiToken } from './api';
import { signInAs } from './fixtures';
import { waitForPersistedCache } from '../support/offline-browser';

test('reopening the console online shows what changed on the server since the saved copy', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/projects');
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByText('Guwahati Smart Metering')).toBeVisible();
  await waitForPersistedCache(page, 'Guwahati Smart Metering');

  // Someone else adds a project; the list saved a moment ago does not have it.
  const name = `Aaa Feeder Audit ${Date.now().toString(36)}`;
  const token = await apiToken(page.request);
  await apiCall(page.request, token, 'POST', '/api/workorder/Project', { projectName: name });

  await page.reload();
  await expect(table.getByText(name)).toBeVisible();
});
