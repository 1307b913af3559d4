import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { signInAs } from '../fixtures';
import { waitForPersistedCache, waitForServiceWorker } from '../../support/offline-browser';

/**
 * The network drops in the middle of field work on a tablet: two saves of one activity wait in the outbox
 * (across a reload), and once the connection is back the server holds each exactly once, in order, and the
 * order ends completed and pending approval.
 */

const run = Date.now().toString(36).slice(-5);
const ACTIVITY = `Substation reading ${run}`;

interface Order {
  id: string;
  code: string;
  status: number;
  approvalStatus: number | null;
  version: number;
}

async function setUp(request: APIRequestContext, token: string): Promise<Order> {
  const template = await apiCall<{ id: string }>(request, token, 'POST', '/api/workflow/ActivityTemplate', {
    name: ACTIVITY,
    activityTypeId: 3,
    tasks: [
      {
        name: 'Read the panel',
        elements: [
          { elementType: 'manual-reading', label: 'Panel reading', isRequired: true },
          { elementType: 'manual-serial', label: 'Panel serial', isRequired: true },
        ],
      },
    ],
  });
  const workflow = await apiCall<{ id: string }>(request, token, 'POST', '/api/workflow/WorkFlow', {
    name: `Substation round ${run}`,
    activities: [{ activityTemplateId: template.id }],
  });
  const { workLocations } = await apiCall<{ workLocations: Array<{ id: string; projectId: string }> }>(
    request,
    token,
    'POST',
    '/api/workorder/WorkLocation/GetAll',
    { page: 1, pageSize: 1 },
  );
  const { crews } = await apiCall<{ crews: Array<{ id: string; vendorId: string | null }> }>(
    request,
    token,
    'POST',
    '/api/account/Crew/GetAll',
    { page: 1, pageSize: 100 },
  );
  const crew = crews.find((c) => c.vendorId)!;
  return apiCall<Order>(request, token, 'POST', '/api/workorder/Workorder', {
    projectId: workLocations[0]!.projectId,
    workLocationId: workLocations[0]!.id,
    workflowId: workflow.id,
    vendorId: crew.vendorId,
    crewId: crew.id,
  });
}

const serverOrder = (request: APIRequestContext, token: string, id: string) =>
  apiCall<Order>(request, token, 'GET', `/api/workorder/Workorder/GetById?workorderId=${id}`);

async function serverHistory(request: APIRequestContext, token: string, id: string) {
  const { statusHistory } = await apiCall<{ statusHistory: Array<{ action: string; status: number }> }>(
    request,
    token,
    'GET',
    `/api/workorder/Workorder/GetWorkorderStatusHistory?workorderId=${id}`,
  );
  return statusHistory.map((entry) => `${entry.action}:${entry.status}`);
}

async function serverValues(request: APIRequestContext, token: string, id: string) {
  const { activities } = await apiCall<{
    activities: Array<{ tasks: Array<{ elements: Array<{ label: string; text: string | null }> }> }>;
  }>(request, token, 'GET', `/api/workorder/Workorder/GetWorkorderActivities?workorderId=${id}`);
  return activities[0]!.tasks[0]!.elements.map((element) => `${element.label}=${element.text}`);
}

const pendingBadge = (page: Page) => page.getByRole('button', { name: /unsaved change/ });

/** Opens the activity's form, fills one element and saves progress. */
async function recordOne(page: Page, label: string, value: string) {
  await page.getByRole('button', { name: `Record work: ${ACTIVITY}` }).click();
  const form = page.getByRole('dialog', { name: `Record work: ${ACTIVITY}` });
  await form.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
  await form.getByRole('button', { name: 'Save progress' }).click();
  await expect(form).toBeHidden();
}

test.use({ viewport: { width: 768, height: 1024 } });

test('field work saved while the network is down reaches the server once each, after a reload, and completes the order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  const order = await setUp(request, token);
  await signInAs(page);
  await waitForServiceWorker(page);
  await page.goto(`/work-order/${order.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(order.code);
  await expect(page.getByRole('button', { name: `Record work: ${ACTIVITY}` })).toBeVisible();
  // The offline copy of what the screen shows is written about a second after it arrives: the supervisor has
  // had the order open for that long before the connection drops.
  await waitForPersistedCache(page, order.code);

  // The connection drops on site.
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  await expect(page.getByRole('status', { name: /^Offline/ })).toBeVisible();

  await recordOne(page, 'Panel reading', '118.4');
  await expect(pendingBadge(page)).toHaveAccessibleName('1 unsaved change');
  await recordOne(page, 'Panel serial', 'PNL-7731');
  await expect(pendingBadge(page)).toHaveAccessibleName('2 unsaved changes');

  // Nothing reached the server yet, and the saves survive the tablet reloading the console.
  expect(await serverHistory(request, token, order.id)).toEqual(['created:2']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(order.code);
  await expect(pendingBadge(page)).toHaveAccessibleName('2 unsaved changes');

  // Back online: both saves are applied in order, each once.
  await context.setOffline(false);
  await expect(pendingBadge(page)).toHaveCount(0, { timeout: 30_000 });
  await expect
    .poll(() => serverHistory(request, token, order.id))
    .toEqual(['created:2', 'started:3', 'completed:4']);
  expect(await serverValues(request, token, order.id)).toEqual([
    'Panel reading=118.4',
    'Panel serial=PNL-7731',
  ]);
  const done = await serverOrder(request, token, order.id);
  expect(done).toMatchObject({ status: 4, approvalStatus: 1, version: order.version + 2 });

  // Another replay request (a later start of the worker) applies nothing again.
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'outbox-replay' }));
  await page.reload();
  await expect(page.getByTestId('order-badges')).toHaveText('CompletedPending');
  expect(await serverHistory(request, token, order.id)).toEqual(['created:2', 'started:3', 'completed:4']);
  expect((await serverOrder(request, token, order.id)).version).toBe(order.version + 2);
});
