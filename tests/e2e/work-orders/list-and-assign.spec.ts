import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken, createWorkOrders } from '../api';
import { assignWorkOrders, completeWorkOrder, vendorCrew } from './work-order-api';
import { signInAs } from '../fixtures';

const LIST = '/work-order/list-view';

/** The Filter panel (a drawer titled "Filter"). */
const panel = (page: Page) => page.getByRole('dialog', { name: 'Filter' });

async function choose(page: Page, scope: Locator, label: RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** Statuses chosen in the panel, as their pills read. */
async function chosenStatuses(page: Page) {
  return panel(page).locator('.mantine-Pill-label').allTextContents();
}

async function setStatuses(page: Page, wanted: string[]) {
  const box = panel(page).getByRole('combobox', { name: 'Status', exact: true });
  // The chosen pills cover most of the input: open the list from the keyboard.
  await box.focus();
  await box.press('ArrowDown');
  for (const status of ['Unassigned', 'Assigned', 'In Progress', 'Completed', 'On Hold']) {
    const option = page.getByRole('option', { name: status, exact: true });
    const picked = (await option.getAttribute('aria-selected')) === 'true';
    if (picked !== wanted.includes(status)) await option.click();
  }
  // Escape would close the whole panel; a click on its title only closes the list.
  await panel(page).locator('.mantine-Drawer-title').click();
  await expect(page.getByRole('option', { name: 'On Hold', exact: true })).toBeHidden();
}

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search code or location' }).fill(term);
  if (term) await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term)}`));
  else await expect(page).not.toHaveURL(/q=/);
}

test('work orders filtered by status and search, the filter panel’s clearing rules, bulk assign with its three messages, bulk delete', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const [first, second, third] = await createWorkOrders(request, token, 3, 10);
  await signInAs(page);

  // The default list: unassigned and completed work, searched by code and by location identifier.
  await page.goto(LIST);
  await expect(page.getByRole('tab', { name: 'ListView' })).toHaveAttribute('aria-selected', 'true');
  await search(page, first!.code);
  const table = page.getByRole('table', { name: 'Work orders' });
  await expect(table.getByRole('link', { name: first!.code })).toBeVisible();
  await expect(page.getByTestId('pagination-text')).toHaveText('1 - 1 items of 1');
  await search(page, third!.locationIdentifier);
  await expect(table.getByRole('link', { name: third!.code })).toBeVisible();
  await expect(table.getByRole('link', { name: first!.code })).toHaveCount(0);
  await search(page, third!.code);
  await expect(page.getByTestId('pagination-text')).toHaveText('1 - 1 items of 1');

  // Completed only: the unassigned order is filtered out; Clear brings the defaults back.
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(panel(page)).toBeVisible();
  expect((await chosenStatuses(page)).sort()).toEqual(['Completed', 'Unassigned']);
  await setStatuses(page, ['Completed']);
  await panel(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=4/);
  await expect(page.getByText('No work order matches the filter')).toBeVisible();
  await page.getByRole('button', { name: /^Filter/ }).click();
  await panel(page).getByRole('button', { name: 'Clear' }).click();
  expect((await chosenStatuses(page)).sort()).toEqual(['Completed', 'Unassigned']);

  // The clearing rules: project -> access group, vendor -> crew, template -> field -> operator and value.
  const filter = panel(page);
  await expect(filter.getByRole('combobox', { name: 'Access group' })).toHaveCount(0);
  await choose(page, filter, /^Project/, 'Guwahati Smart Metering');
  await choose(page, filter, /^Access group/, /.+/);
  await expect(filter.getByRole('combobox', { name: 'Access group' })).not.toHaveValue('');
  await choose(page, filter, /^Project/, 'Kamrup Metro Distribution Upgrade');
  await expect(filter.getByRole('combobox', { name: 'Access group' })).toHaveValue('');
  await choose(page, filter, /^Vendor/, 'Brahmaputra Field Services');
  await choose(page, filter, /^Crew/, 'Chandmari Line Crew');
  await choose(page, filter, /^Vendor/, 'Kamrup Line Contractors');
  await expect(filter.getByRole('combobox', { name: 'Crew' })).toHaveValue('');
  await choose(page, filter, /^Work location template/, 'Consumer meter');
  await choose(page, filter, /^Field/, /.+/);
  await choose(page, filter, /^Operator/, 'greater than');
  await filter.getByRole('textbox', { name: 'Value' }).fill('40');
  await filter.getByRole('combobox', { name: 'Field' }).click();
  await page.getByRole('listbox').getByRole('option').last().click();
  await expect(filter.getByRole('combobox', { name: 'Operator' })).toHaveValue('');
  await expect(filter.getByRole('textbox', { name: 'Value' })).toHaveValue('');
  await choose(page, filter, /^Work location template/, 'Distribution transformer');
  await expect(filter.getByRole('combobox', { name: 'Field' })).toHaveValue('');
  await expect(filter.getByRole('combobox', { name: 'Operator' })).toBeDisabled();
  await filter.getByRole('button', { name: 'Clear' }).click();
  await expect(filter.getByRole('combobox', { name: /^Vendor/ })).toHaveValue('');

  // Unassigned and assigned work, so the orders stay in view once assigned.
  await setStatuses(page, ['Unassigned', 'Assigned']);
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(filter).toBeHidden();
  // Newest first: the orders made above head the list.
  await search(page, '');
  await table.getByRole('checkbox', { name: `Select ${first!.code}` }).check();
  await table.getByRole('checkbox', { name: `Select ${second!.code}` }).check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 work orders chosen');

  // Bulk assign: the three validation messages, then the success message; the rows show Assigned.
  await page.getByRole('toolbar').getByRole('button', { name: 'Assign' }).click();
  const modal = page.getByRole('dialog', { name: 'Assign Work Order' });
  await modal.getByRole('button', { name: 'Assign' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Vendor and Crew is required.*');
  await choose(page, modal, /^Vendor/, 'Brahmaputra Field Services');
  await modal.getByRole('button', { name: 'Assign' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Crew is required.*');
  await choose(page, modal, /^Crew/, 'Chandmari Line Crew');
  await modal.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Multiple Work Order Assigned successfully.')).toBeVisible();
  await expect(modal).toBeHidden();
  for (const order of [first!, second!]) {
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: order.code }) });
    await expect(row.getByText('Assigned', { exact: true })).toBeVisible();
    await expect(row.getByText('Chandmari Line Crew')).toBeVisible();
  }
  await expect(page.getByTestId('selection-count')).toHaveCount(0);

  // Bulk delete asks first, then the orders are gone.
  await table.getByRole('checkbox', { name: `Select ${first!.code}` }).check();
  await table.getByRole('checkbox', { name: `Select ${second!.code}` }).check();
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Do you Want to delete these items?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 work orders deleted.')).toBeVisible();
  await expect(table.getByRole('link', { name: first!.code })).toHaveCount(0);
  await expect(table.getByRole('link', { name: second!.code })).toHaveCount(0);

  // The filter is in the address: back from an order, the list is as it was.
  await table.getByRole('link', { name: third!.code }).click();
  await expect(page).toHaveURL(/\/work-order\/list-view\/view\//);
  await page.goBack();
  await expect(page).toHaveURL(/status=1%2C2|status=1,2/);
  await expect(table.getByRole('link', { name: third!.code })).toBeVisible();
});

test('completed orders re-opened together: the modal in re-open mode, the success message, each step in their history', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const orders = await createWorkOrders(request, token, 2, 60);
  const crew = await vendorCrew(request, token, 'Brahmaputra Field Services', 'Chandmari Line Crew');
  await assignWorkOrders(
    request,
    token,
    orders.map((o) => o.id),
    crew,
  );
  for (const order of orders) await completeWorkOrder(request, token, order.id);
  await signInAs(page);

  await page.goto(`${LIST}?status=4`);
  const table = page.getByRole('table', { name: 'Work orders' });
  for (const order of orders) {
    await table.getByRole('checkbox', { name: `Select ${order.code}` }).check();
  }
  await page.getByRole('toolbar').getByRole('button', { name: 'Re-Open' }).click();
  const modal = page.getByRole('dialog', { name: /Re-Open/ });
  await expect(modal.getByRole('combobox', { name: /^Vendor/ })).toHaveCount(0);
  await modal.getByRole('textbox', { name: /Remarks/ }).fill('Seals to be checked again');
  await modal.getByRole('button', { name: 'Re-Open' }).click();
  await expect(page.getByText('Multiple Re-Open of Work Order successfully.')).toBeVisible();
  for (const order of orders) {
    await expect(table.getByRole('link', { name: order.code })).toHaveCount(0);
    const { statusHistory } = await apiCall<{
      statusHistory: Array<{ action: string; remarks: string | null }>;
    }>(request, token, 'GET', `/api/workorder/Workorder/GetWorkorderStatusHistory?workorderId=${order.id}`);
    const actions = statusHistory.map((h) => h.action);
    expect([...actions.slice(0, 2), ...actions.slice(-2)]).toEqual([
      'created',
      'assigned',
      'completed',
      'reopened',
    ]);
    expect(statusHistory.at(-1)!.remarks).toBe('Seals to be checked again');
  }
});

test('the orders the map names open in the assign modal; without names, the unassigned list', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const [one, two] = await createWorkOrders(request, token, 2, 20);
  await signInAs(page);
  await page.goto(`${LIST}/assign-wo?ids=${one!.id},${two!.id}`);
  const modal = page.getByRole('dialog', { name: 'Assign Work Order' });
  await expect(modal.getByText('Assign 2 work orders')).toBeVisible();
  await choose(page, modal, /^Vendor/, 'Kamrup Line Contractors');
  await choose(page, modal, /^Crew/, 'Lokhra Substation Crew');
  await modal.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Multiple Work Order Assigned successfully.')).toBeVisible();

  await page.goto(`${LIST}/assign-work-order`);
  await expect(page.getByRole('heading', { name: 'Assign work orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: one!.code })).toHaveCount(0);
});

const WIDTHS = [360, 768, 1280] as const;

test('screenshots: the list with the filter panel open and the assign modal at 360, 768 and 1280 px', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  await createWorkOrders(request, token, 2, 30);
  await signInAs(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto(LIST);
    await expect(page.getByTestId('pagination-text')).not.toHaveText('0 - 0 items of 0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`list-${width}.png`), fullPage: true });

    await page.getByRole('button', { name: /^Filter/ }).click();
    await expect(panel(page)).toBeVisible();
    await page.waitForTimeout(400);
    await page.screenshot({ path: testInfo.outputPath(`list-filter-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    await page
      .getByRole('checkbox', { name: /^Select WO-/ })
      .first()
      .check();
    await expect(page.getByRole('toolbar', { name: 'Chosen work orders' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`list-selected-${width}.png`) });
    await page.getByRole('toolbar').getByRole('button', { name: 'Assign' }).click();
    const modal = page.getByRole('dialog', { name: 'Assign Work Order' });
    await modal.getByRole('button', { name: 'Assign' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Vendor and Crew is required.*');
    await page.waitForTimeout(300);
    await page.screenshot({ path: testInfo.outputPath(`assign-modal-${width}.png`) });
    await modal.getByRole('button', { name: 'Cancel' }).click();
  }
});
