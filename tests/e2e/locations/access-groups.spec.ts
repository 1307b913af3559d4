import { expect, test, type Page } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { signInAs } from '../fixtures';

const run = Date.now().toString(36).slice(-5);
const PROJECT = `Silchar Feeder Upgrade ${run}`;
const LEVELS = [`Cachar Circle ${run}`, `Silchar Division ${run}`, `Tarapur Ward ${run}`];

async function chooseProject(page: Page) {
  const box = page.getByRole('combobox', { name: /^Project/ });
  await box.click();
  await box.fill(run);
  await page.getByRole('option', { name: PROJECT, exact: true }).click();
}

test('an administrator creates a project and a three-level access-group tree', async ({ page }) => {
  // A long journey: on a loaded machine it has come within a second of the default minute.
  test.setTimeout(120_000);
  await signInAs(page);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'New project' }).click();
  await page.getByRole('textbox', { name: /^Project name/ }).fill(PROJECT);
  await page.getByRole('textbox', { name: /^Code/ }).fill(`SFU-${run}`);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText(`The project "${PROJECT}" was created.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search projects' }).fill(run);
  // Click once the searched list is in: a row clicked while the list re-renders loses the click.
  await expect(page.getByText('1 - 1 items of 1')).toBeVisible();
  await page.getByRole('table', { name: 'Projects' }).getByText(PROJECT).click();
  await page.getByRole('main').getByRole('link', { name: 'Access groups' }).click();

  // The top level from the tree's own button, then each level from its parent's "add" button.
  await page.getByRole('link', { name: 'Add a top-level group' }).click();
  await expect(page.getByRole('combobox', { name: /^Project/ })).toHaveValue(PROJECT);
  await page.getByRole('textbox', { name: /^Group name/ }).fill(LEVELS[0]!);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText(`The access group "${LEVELS[0]}" was created.`)).toBeVisible();

  await page.getByRole('link', { name: `Add a group under ${LEVELS[0]}` }).click();
  await expect(page.getByRole('combobox', { name: /^Under/ })).toHaveValue(LEVELS[0]!);
  await page.getByRole('textbox', { name: /^Group name/ }).fill(LEVELS[1]!);
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText(`The access group "${LEVELS[1]}" was created.`)).toBeVisible();

  // The third level through the create page with the parent chosen in the picker.
  await page.goto('/access-groups/create');
  await chooseProject(page);
  await page.getByRole('textbox', { name: /^Group name/ }).fill(LEVELS[2]!);
  await page.getByRole('combobox', { name: /^Under/ }).click();
  await page.getByRole('option', { name: `${LEVELS[0]} › ${LEVELS[1]}`, exact: true }).click();
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByText(`The access group "${LEVELS[2]}" was created.`)).toBeVisible();

  const tree = page.getByRole('tree', { name: 'Access groups' });
  await tree.getByRole('button', { name: `Open ${LEVELS[0]}` }).click();
  await tree.getByRole('button', { name: `Open ${LEVELS[1]}` }).click();
  const leaf = tree.getByRole('treeitem', { name: LEVELS[2] });
  await expect(leaf).toHaveAttribute('aria-level', '3');

  // Keyboard: the first item takes focus, Left closes it, Right opens it again.
  const root = tree.getByRole('treeitem', { name: LEVELS[0] });
  await root.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(root).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(root).toHaveAttribute('aria-expanded', 'true');

  // A group with sub-groups cannot be deleted: the server's reason is shown.
  await tree.getByRole('link', { name: LEVELS[1], exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  // (The confirmation's own text mentions sub-groups too: the refusal is matched whole.)
  await expect(
    page.getByText(
      `The access group "${LEVELS[1]}" is still used by 1 sub-group (${LEVELS[2]}). Reassign or delete them first.`,
    ),
  ).toBeVisible();

  // Grant a crew the middle level through the crew's access-group screens.
  const token = await apiToken(page.request);
  const crew = await apiCall<{ id: string }>(page.request, token, 'POST', '/api/account/Crew', {
    name: `Tarapur Night Crew ${run}`,
    members: [],
  });
  await page.goto(`/user-management/crew/${crew.id}`);
  await page.getByRole('main').getByRole('link', { name: 'Access groups' }).click();
  await expect(page.getByText('No access groups granted: nothing is held back')).toBeVisible();
  await page.getByRole('link', { name: 'Grant access groups' }).click();
  await chooseProject(page);
  await page.getByRole('combobox', { name: /^Access groups/ }).click();
  await page.getByRole('option', { name: `${LEVELS[0]} › ${LEVELS[1]}`, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Grant', exact: true }).click();
  await expect(page.getByText(`Access groups of "${PROJECT}" were granted.`)).toBeVisible();
  const grants = page.getByRole('table', { name: 'Granted access groups' });
  await expect(grants.getByRole('row', { name: new RegExp(PROJECT) })).toContainText(LEVELS[1]!);
});
