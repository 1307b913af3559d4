import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures';

const stamp = Date.now();
const roleName = `Dispatch desk ${stamp}`;
const person = {
  name: 'Nilima Borthakur',
  email: `nilima.${stamp}@e2e.example`,
  password: 'Dispatch-desk-42',
};

function areaLinks(page: Page) {
  return page.getByRole('navigation', { name: 'Areas' }).getByRole('link');
}

async function openRole(page: Page, name: string) {
  await page.goto('/roles-permissions');
  await page.getByRole('searchbox', { name: 'Search roles' }).fill(name);
  await page.getByRole('button', { name: `Edit role ${name}` }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('a role built in the permission matrix decides what its holder sees', async ({ page, browser }) => {
  await signInAs(page);

  await page.goto('/roles-permissions');
  await page.getByRole('button', { name: 'New role' }).click();
  await page.getByRole('textbox', { name: 'Role name' }).fill(roleName);
  await page.getByRole('checkbox', { name: 'Role: View' }).check();
  // Granting Create also grants View: the create page is reached from the list.
  await page.getByRole('checkbox', { name: 'Admin user: Create' }).check();
  await expect(page.getByRole('checkbox', { name: 'Admin user: View' })).toBeChecked();
  await expect(page.getByText('3 permissions granted')).toBeVisible();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(`The role “${roleName}” was saved.`)).toBeVisible();

  await page.goto('/user-management/admin/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(person.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await page.getByLabel('Initial password').fill(person.password);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`${person.name} was saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/user-management\/admin$/);
  await expect(page.getByRole('row', { name: new RegExp(person.email) })).toContainText(roleName);

  const holder = await (await browser.newContext()).newPage();
  await signInAs(holder, person.email, person.password);
  await expect(areaLinks(holder)).toHaveText([
    'Dashboard',
    'Roles and permissions',
    'Admin users',
    'Profile',
    'Notification settings',
  ]);
  await areaLinks(holder).getByText('Admin users').click();
  await expect(holder.getByRole('link', { name: 'New admin user' })).toBeVisible();

  await openRole(page, roleName);
  await page.getByRole('checkbox', { name: 'Role: View' }).uncheck();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(`The role “${roleName}” was saved.`)).toBeVisible();

  await holder.reload();
  await expect(areaLinks(holder)).toHaveText([
    'Dashboard',
    'Admin users',
    'Profile',
    'Notification settings',
  ]);
  await holder.goto('/roles-permissions');
  await expect(holder.getByText('You do not have access to this page')).toBeVisible();
});

test('the organisation administrator role is shown read-only, with the reason', async ({ page }) => {
  await signInAs(page);
  await page.goto('/roles-permissions');
  // Other journeys add roles before it alphabetically: find it by name rather than on the first page.
  await page.getByPlaceholder('Search roles by name').fill('Organisation administrator');
  await page.getByRole('button', { name: 'View role Organisation administrator' }).click();
  await expect(page.getByText('This role is read-only')).toBeVisible();
  await expect(page.getByText(/always holds every permission/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Asset: View' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save role' })).toHaveCount(0);
});

test('a role somebody holds is not deleted, and the holders are named', async ({ page }) => {
  await signInAs(page);
  await page.goto('/roles-permissions');
  await page.getByRole('button', { name: 'New role' }).click();
  const held = `Held role ${stamp}`;
  await page.getByRole('textbox', { name: 'Role name' }).fill(held);
  await page.getByRole('checkbox', { name: 'Supplier: View' }).check();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText(`The role “${held}” was saved.`)).toBeVisible();

  await page.goto('/user-management/admin/create');
  await page.getByRole('textbox', { name: 'Name' }).fill('Hemen Saikia');
  await page.getByRole('textbox', { name: 'Email' }).fill(`hemen.${stamp}@e2e.example`);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: held }).click();
  await page.getByLabel('Initial password').fill('Supplier-desk-7');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/user-management\/admin$/);

  await page.goto('/roles-permissions');
  await page.getByRole('searchbox', { name: 'Search roles' }).fill(held);
  await page.getByRole('button', { name: `Delete role ${held}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The role was not deleted')).toBeVisible();
  await expect(page.getByText(/Hemen Saikia/)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(held) })).toBeVisible();
});
