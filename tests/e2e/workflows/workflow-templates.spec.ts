import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../fixtures';

const run = Date.now().toString(36).slice(-5);
const TEMPLATE = `Prepaid meter fitting ${run}`;
const WORKFLOW = `Prepaid rollout ${run}`;

async function choose(page: Page, box: ReturnType<Page['getByRole']>, option: string) {
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an activity template of two tasks, saved by name, and a workflow built from it, republished as version 2', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto('/activity-template/create');
  await choose(page, page.getByRole('combobox', { name: /^Activity type/ }), 'Installation');

  const first = page.getByRole('region', { name: 'Task 1' });
  await first.getByRole('textbox', { name: /^Task name/ }).fill('Fit the meter');
  await choose(page, first.getByRole('combobox', { name: /^Element type/ }).first(), 'Signature');
  await first
    .getByRole('textbox', { name: /^Label/ })
    .first()
    .fill('Consumer signature');
  await first.getByRole('checkbox', { name: 'Required' }).first().check();
  await first.getByRole('button', { name: 'Add an element to Fit the meter' }).click();
  await choose(page, first.getByRole('combobox', { name: /^Element type/ }).nth(1), 'Photo');
  await first
    .getByRole('textbox', { name: /^Label/ })
    .nth(1)
    .fill('Meter photo');

  await page.getByRole('button', { name: 'Add a task' }).click();
  const second = page.getByRole('region', { name: 'Task 2' });
  await second.getByRole('textbox', { name: /^Task name/ }).fill('Record the position');
  await choose(page, second.getByRole('combobox', { name: /^Element type/ }), 'GPS position');
  await second.getByRole('textbox', { name: /^Label/ }).fill('Meter position');
  // The second task goes first.
  await page.getByRole('button', { name: 'Move Record the position up' }).click();
  await expect(
    page.getByRole('region', { name: 'Task 1' }).getByRole('textbox', { name: /^Task name/ }),
  ).toHaveValue('Record the position');

  await page.getByRole('button', { name: 'Save template' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Do you want to save the work template you created?')).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Template name/ }).fill(TEMPLATE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The activity template "${TEMPLATE}" was created.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search template' }).fill(run);
  await expect(page.getByRole('table', { name: 'Activity templates' }).getByText(TEMPLATE)).toBeVisible();

  await page.goto('/workflow-template/create');
  await page.getByRole('textbox', { name: /^Workflow name/ }).fill(WORKFLOW);
  await page.getByRole('button', { name: 'Create workflow' }).click();
  await expect(page.getByText('Choose an activity template')).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: /^Activity 1/ }), `${TEMPLATE} (Installation)`);
  await page.getByRole('button', { name: 'Create workflow' }).click();
  await expect(page.getByText(`The workflow "${WORKFLOW}" was created.`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search template' }).fill(run);
  await expect(page.getByText('1 - 1 items of 1')).toBeVisible();
  await page.getByRole('table', { name: 'Workflow templates' }).getByText(WORKFLOW).click();
  await expect(page.getByText('Published version 1 · 1 activity')).toBeVisible();
  await page.getByRole('button', { name: 'Add an activity' }).click();
  await choose(page, page.getByRole('combobox', { name: /^Activity 2/ }), `${TEMPLATE} (Installation)`);
  await page.getByRole('textbox', { name: 'Name in this workflow' }).nth(1).fill('Second visit');
  await page.getByRole('button', { name: 'Publish a new version' }).click();
  await expect(page.getByText('Version 2 of the activities was published.')).toBeVisible();
  await expect(page.getByText('Published version 2 · 2 activities')).toBeVisible();
});
