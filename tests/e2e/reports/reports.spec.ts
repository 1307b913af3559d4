import { expect, test, type Page } from '@playwright/test';
import { waitForPersistedCache, waitForServiceWorker } from '../../support/offline-browser';
import { apiCall, apiToken } from '../api';
import { signInAs } from '../fixtures';
import { buildReportWorld, type ReportWorld } from './report-setup';
import { addFilter, combobox, pick, shootWidths } from './report-steps';

/**
 * Reports and dashboards, one journey: an administrator builds a report with three filter rows and a bar
 * chart, runs and saves it, puts it on a shared dashboard and clicks a bar to land on exactly those work
 * orders; the dashboard keeps its last data offline, and the builder says it needs a connection. Then a
 * vendor user opens the same dashboard and sees only their vendor's orders.
 */
test.describe.configure({ mode: 'serial' });

let world: ReportWorld;
let dashboardPath = '';

async function buildReport(page: Page) {
  await page.goto('/reports/create');
  await page.getByRole('textbox', { name: /^Report name/ }).fill(`Orders by vendor ${world.run}`);
  await pick(page, combobox(page, 'Chart'), 'Bar chart');
  await pick(page, combobox(page, 'Group by'), 'Vendor');
  await page.getByRole('switch', { name: /Shared with vendor users/ }).check();

  const project = await addFilter(page, 1);
  await pick(page, combobox(project, 'Type'), 'Project');
  await pick(page, combobox(project, 'Value'), world.projectName, world.projectName);
  const status = await addFilter(page, 2);
  await pick(page, combobox(status, 'Type'), 'WorkorderStatus');
  await pick(page, combobox(status, 'Value'), 'Unassigned');
  await pick(page, combobox(status, 'Value'), 'Assigned');
  const workflow = await addFilter(page, 3);
  await pick(page, combobox(workflow, 'Type'), 'Workflow');
  await pick(page, combobox(workflow, 'Value'), world.workflowName, world.workflowName);
}

async function addWidgets(page: Page, path: string, reportName: string) {
  const token = await apiToken(page.request);
  const { reports } = await apiCall<{ reports: Array<{ id: string }> }>(
    page.request,
    token,
    'GET',
    `/api/workorder/Report/GetAll?searchString=${encodeURIComponent(reportName)}`,
  );
  const dashboardId = path.split('/').at(-1);
  for (const [kind, title] of [
    ['number', 'Orders in all'],
    ['table', 'Orders per vendor'],
  ] as const) {
    await apiCall(page.request, token, 'POST', '/api/workorder/Dashboard/Widget', {
      dashboardId,
      reportId: reports[0]!.id,
      title,
      kind,
    });
  }
}

const JOURNEY =
  'a report with three filters and a bar chart on a dashboard drills down to its orders, offline too';

test(JOURNEY, async ({ page, context }) => {
  test.setTimeout(240_000);
  world = await buildReportWorld(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page);
  await waitForServiceWorker(page);

  await buildReport(page);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const result = page.getByRole('table', { name: /: result$/ });
  await expect(result.getByRole('row')).toHaveCount(4);
  await expect(result.getByRole('row', { name: new RegExp(`${world.vendorA}.*3`) })).toBeVisible();
  await expect(result.getByRole('row', { name: new RegExp(`${world.vendorB}.*2`) })).toBeVisible();
  await shootWidths(page, 'builder-result', async () => {
    await expect(
      page.getByRole('region', { name: 'Result' }).locator('.recharts-bar-rectangle').first(),
    ).toBeVisible();
  });

  await page.getByRole('button', { name: 'Save report' }).click();
  await page.waitForURL('**/reports');
  await expect(
    page.getByRole('table', { name: 'Reports' }).getByText(`Orders by vendor ${world.run}`),
  ).toBeVisible();

  // A shared dashboard with the report as a bar chart.
  await page.getByRole('tab', { name: 'Dashboards' }).click();
  await page.getByRole('button', { name: 'New dashboard' }).click();
  const dialog = page.getByRole('dialog', { name: 'New dashboard' });
  await dialog.getByRole('textbox', { name: /^Dashboard name/ }).fill(`Operations ${world.run}`);
  await dialog.getByRole('switch', { name: /Shared with vendor users/ }).check();
  await dialog.getByRole('button', { name: 'Make dashboard' }).click();
  await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
  dashboardPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Add widget' }).click();
  const add = page.getByRole('dialog', { name: 'Add a widget' });
  await pick(page, combobox(add, 'Report'), `Orders by vendor ${world.run}`, `Orders by vendor ${world.run}`);
  await add.getByText('Bar chart', { exact: true }).click();
  await add.getByRole('button', { name: 'Add widget' }).click();
  const widget = page.getByRole('region', { name: `Orders by vendor ${world.run}` });
  const bars = widget.locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(3);
  // The same report as a number and as a table, for the look of a fuller dashboard.
  await addWidgets(page, dashboardPath, `Orders by vendor ${world.run}`);
  await page.reload();
  await expect(page.getByTestId('widget')).toHaveCount(3);
  await shootWidths(page, 'dashboard', () => expect(bars.first()).toBeVisible());

  // The bar of vendor A opens the list filtered to exactly its three orders.
  const links = await widget.getByRole('list').getByRole('listitem').allInnerTexts();
  const index = links.findIndex((text) => text.startsWith(world.vendorA));
  expect(index).toBeGreaterThanOrEqual(0);
  await bars.nth(index).click();
  await page.waitForURL('**/work-order/list-view?**');
  const list = page.getByRole('table', { name: 'Work orders' });
  await expect(page.getByText('1 - 3 items of 3')).toBeVisible();
  for (const order of world.ordersA) await expect(list.getByText(order.code)).toBeVisible();
  await expect(list.getByRole('row')).toHaveCount(4);

  // Offline: the dashboard shows its last data and its age; the builder needs the connection.
  await page.goto(dashboardPath);
  await expect(bars).toHaveCount(3);
  await waitForPersistedCache(page, `Operations ${world.run}`);
  await page.goto('/reports');
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, dashboardPath);
  await expect(bars).toHaveCount(3);
  await expect(page.getByTestId('dashboard-age')).toContainText(/Offline · data from/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/reports/create');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(
    page.getByText('Building and running reports needs a connection.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeDisabled();
  await context.setOffline(false);
});

test('a vendor user sees only their own orders on the shared dashboard', async ({ page }) => {
  test.skip(!dashboardPath, 'needs the dashboard of the first journey');
  await signInAs(page, world.vendorUser.email, world.vendorUser.password);
  await page.goto(dashboardPath);
  const widget = page.getByRole('region', { name: `Orders by vendor ${world.run}` });
  await expect(widget.locator('.recharts-bar-rectangle')).toHaveCount(1);
  await expect(widget.getByRole('listitem')).toHaveText([`${world.vendorA}: 3`]);
  await expect(page.getByText(world.vendorB)).toHaveCount(0);
});
