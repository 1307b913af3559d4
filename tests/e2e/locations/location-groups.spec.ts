import { expect, test } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { signInAs } from '../fixtures';

const run = Date.now().toString(36).slice(-5);
const GROUP = `Zoo Road consumers ${run}`;
const VENDOR = `Brahmaputra Meter Readers ${run}`;

test('an administrator groups locations and assigns the group to a vendor', async ({ page }) => {
  const token = await apiToken(page.request);
  const vendor = await apiCall<{ id: string }>(page.request, token, 'POST', '/api/account/Vendor', {
    name: VENDOR,
  });
  await signInAs(page);

  await page.goto('/work-locations-groups/create');
  const project = page.getByRole('combobox', { name: /^Project/ });
  await project.click();
  await project.fill('Smart Metering');
  await page.getByRole('option', { name: 'Guwahati Smart Metering', exact: true }).click();
  await page.getByRole('textbox', { name: /^Group name/ }).fill(GROUP);
  const add = page.getByRole('combobox', { name: /^Add a location/ });
  for (const identifier of ['GHY-CM-0003', 'GHY-CM-0009']) {
    await add.click();
    await add.fill(identifier);
    await page.getByRole('option', { name: new RegExp(`^${identifier} ·`) }).click();
  }
  await expect(page.getByRole('list', { name: 'Locations of the group' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText(`The group "${GROUP}" was created.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search groups' }).fill(run);
  await expect(
    page.getByRole('table', { name: 'Work location groups' }).getByRole('row', { name: new RegExp(GROUP) }),
  ).toContainText('2');

  await page.goto(`/user-management/vendor/${vendor.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Work location groups' }).click();
  await page.getByRole('link', { name: 'Assign groups' }).click();
  await project.click();
  await project.fill('Smart Metering');
  await page.getByRole('option', { name: 'Guwahati Smart Metering', exact: true }).click();
  await page.getByRole('combobox', { name: /^Work location groups/ }).click();
  await page.getByRole('option', { name: `${GROUP} (2)` }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('The groups of "Guwahati Smart Metering" were saved.')).toBeVisible();
  const assigned = page.getByRole('table', { name: 'Assigned work location groups' });
  await expect(assigned.getByRole('row', { name: /Guwahati Smart Metering/ })).toContainText(GROUP);

  // The vendor's shared devices get a field password for the project.
  await assigned.getByRole('button', { name: 'Set the field password for Guwahati Smart Metering' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^New password/).fill('Field-pass-2026');
  await dialog.getByLabel(/^Confirm password/).fill('Field-pass-2026');
  await dialog.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('The field password was changed.')).toBeVisible();
  await expect(assigned.getByRole('button', { name: /Set the field password/ })).toContainText('Changed');

  // The locations it serves through the group; one is taken away.
  await page.goto(`/user-management/vendor/${vendor.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Served locations' }).click();
  const served = page.getByRole('table', { name: 'Served locations' });
  await expect(served.getByRole('row')).toHaveCount(3);
  await served.getByRole('button', { name: 'Delete GHY-CM-0003' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('"GHY-CM-0003" was taken from the vendor.')).toBeVisible();
  await expect(served.getByRole('row')).toHaveCount(2);
});
