import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { signInAs } from '../fixtures';

const run = Date.now().toString(36).slice(-5);
const TEMPLATE = `Meter fitting check ${run}`;
const WORKFLOW = `Meter fitting ${run}`;
const PROJECT = 'Guwahati Smart Metering';
const LOCATION = 'GHY-CM-0002';
const POSITION = { latitude: 26.1445, longitude: 91.7362, accuracy: 12 };

/** A workflow of one activity whose tasks ask for a signature, a photo, a reading and a GPS position. */
async function createWorkflow(request: APIRequestContext, token: string) {
  const template = await apiCall<{ id: string }>(request, token, 'POST', '/api/workflow/ActivityTemplate', {
    name: TEMPLATE,
    activityTypeId: 2,
    tasks: [
      {
        name: 'Fit the meter',
        elements: [
          { elementType: 'signature', label: 'Consumer signature', isRequired: true },
          { elementType: 'image', label: 'Meter photo', isRequired: true },
          { elementType: 'manual-reading', label: 'First reading', isRequired: true },
        ],
      },
      {
        name: 'Record the position',
        elements: [
          { elementType: 'capture-gps', label: 'Meter position', isRequired: true },
          { elementType: 'other', label: 'Remarks', isRequired: false },
        ],
      },
    ],
  });
  await apiCall(request, token, 'POST', '/api/workflow/WorkFlow', {
    name: WORKFLOW,
    activities: [{ activityTemplateId: template.id }],
  });
}

async function assign(request: APIRequestContext, token: string, workOrderId: string) {
  const { crews } = await apiCall<{ crews: Array<{ id: string; vendorId: string }> }>(
    request,
    token,
    'POST',
    '/api/account/Crew/GetAll',
    {
      searchString: 'Beltola',
    },
  );
  await apiCall(request, token, 'POST', '/api/workorder/Workorder/AssignMultipleWorkorders', {
    workOrderIds: [workOrderId],
    vendorId: crews[0]!.vendorId,
    crewId: crews[0]!.id,
  });
}

async function choose(page: Page, label: RegExp, option: string | RegExp, search?: string) {
  const box = page.getByRole('main').getByRole('combobox', { name: label });
  await box.click();
  if (search) await box.fill(search);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
}

/** Draws a short signature with the mouse, as a finger would on the tablet. */
async function sign(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [70, 0.3],
    [110, 0.7],
    [150, 0.35],
    [200, 0.65],
    [260, 0.4],
  ] as const) {
    await page.mouse.move(box.x + x, box.y + box.height * y, { steps: 6 });
  }
  await page.mouse.up();
}

/** A 2400 x 1800 picture made on a canvas in the browser: a camera photo stand-in. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 2400, 1800);
    gradient.addColorStop(0, '#1c7ed6');
    gradient.addColorStop(1, '#f59f00');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2400, 1800);
    context.fillStyle = '#fff';
    context.font = 'bold 180px sans-serif';
    context.fillText('SM-88120045', 260, 960);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

async function historyActions(page: Page) {
  return page
    .getByRole('list', { name: 'Status history' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-action')));
}

test.use({ viewport: { width: 768, height: 1024 } });

test('on a tablet: an order created, assigned, its activity recorded with a signature, a photo, GPS and a reading, approved with a signature and re-opened, each step in the history', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const token = await apiToken(request);
  await createWorkflow(request, token);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(POSITION);
  await signInAs(page);

  // Created through the screen, without a vendor and crew: it starts unassigned.
  await page.goto('/work-order/list-view/create');
  await choose(page, /^Project/, PROJECT, 'Guwahati Smart');
  await choose(page, /^Work location/, new RegExp(`^${LOCATION} `), LOCATION);
  await choose(page, /^Workflow/, `${WORKFLOW} (version 1)`);
  await page.getByRole('textbox', { name: 'Description' }).fill('Replace the meter and record its position');
  await page.getByRole('button', { name: 'Create work order' }).click();
  await expect(page.getByText(/^The work order "WO-\d+" was created\.$/)).toBeVisible();
  await page.waitForURL(/\/work-order\/list-view\/view\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^WO-\d+$/);
  const code = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const badges = page.getByTestId('order-badges');
  await expect(badges).toHaveText('Unassigned');
  await expect(page.getByTestId('recording-closed')).toHaveText(
    'Work can be recorded once the order is assigned to a vendor and crew.',
  );

  // Assigned to a crew (through the API, as the assign screens are tested on their own).
  await assign(request, token, id);
  await page.reload();
  await expect(badges).toHaveText('Assigned');
  await expect(page.getByTestId('order-crew')).toHaveText('Beltola Maintenance Crew');

  // The activity recorded on the tablet.
  await page.getByRole('button', { name: `Record work: ${TEMPLATE}` }).click();
  const form = page.getByRole('dialog', { name: `Record work: ${TEMPLATE}` });
  await sign(page, form.getByRole('img', { name: 'Consumer signature: sign here' }));
  await form.getByRole('button', { name: 'Save signature' }).click();
  await expect(form.getByRole('img', { name: 'Consumer signature: new signature' })).toBeVisible();

  await form
    .locator('input[type="file"][aria-label="Meter photo"]')
    .setInputFiles({ name: 'IMG_2041.png', mimeType: 'image/png', buffer: await cameraPhoto(page) });
  const preview = form.getByRole('img', { name: 'Meter photo: new photo' });
  await expect(preview).toBeVisible();
  // Downscaled in the browser: the longest side 1600 px, a JPEG under 2 MB.
  const photo = await preview.evaluate((image: HTMLImageElement) => ({
    width: image.naturalWidth,
    height: image.naturalHeight,
    src: image.src,
  }));
  expect([photo.width, photo.height]).toEqual([1600, 1200]);
  expect(photo.src.startsWith('data:image/jpeg;base64,')).toBe(true);
  expect(photo.src.length).toBeLessThan(2_000_000 * (4 / 3));

  await form.getByRole('textbox', { name: /^First reading/ }).fill('004512.7');
  await expect(form.getByRole('list', { name: 'Still needed' })).toHaveText(
    'Record the position: Meter position',
  );
  await form.getByRole('button', { name: 'Use my position' }).click();
  await expect(form.getByTestId('gps-accuracy')).toHaveText('Accuracy ± 12 m');
  await expect(form.getByRole('textbox', { name: 'Meter position: latitude' })).toHaveValue('26.1445');
  await expect(
    form.getByText('Everything required is filled in: saving completes this activity.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Complete activity' }).click();
  await expect(page.getByText(`The work order "${code}" is completed and waits for approval.`)).toBeVisible();
  await expect(form).toBeHidden();
  await expect(badges).toHaveText('CompletedPending');

  // The evidence: the photo and signature fetched with the session, the position on a map and as text.
  const activity = page.getByRole('region', { name: `1. ${TEMPLATE}` });
  await expect(activity.getByTestId('activity-status')).toHaveText('Completed');
  for (const label of ['Meter photo', 'Consumer signature']) {
    const image = activity.getByRole('group', { name: label }).getByRole('img', { name: label });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(activity.getByRole('group', { name: 'First reading' })).toContainText('004512.7');
  await expect(activity.getByTestId('gps-value')).toHaveText('26.144500, 91.736200 (± 12 m)');
  await expect(activity.getByLabel('Meter position on the map')).toBeVisible();

  // Approved with the approver's signature.
  await page.getByRole('button', { name: 'Approve' }).click();
  const approval = page.getByRole('dialog', { name: `Approval of ${code}` });
  await approval.getByRole('textbox', { name: 'Remarks' }).fill('Meter sealed, photo clear');
  await sign(page, approval.getByRole('img', { name: 'Approver signature (optional)' }));
  await approval.getByRole('button', { name: 'Save signature' }).click();
  await expect(approval.getByRole('img', { name: 'Approver signature' })).toBeVisible();
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`The work order "${code}" was approved.`)).toBeVisible();
  await expect(badges).toHaveText('CompletedApproved');
  const decision = page.getByRole('group', { name: 'Approval decision' });
  await expect(decision).toContainText('Approved by');
  await expect(decision).toContainText('Meter sealed, photo clear');
  await expect
    .poll(() =>
      decision
        .getByRole('img', { name: 'Approver signature' })
        .evaluate((element: HTMLImageElement) => element.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(page.getByTestId('recording-closed')).toContainText('Re-open the order to correct them.');

  // Re-opened: back to the crew, with the recorded values kept.
  await page.getByRole('button', { name: 'Re-Open' }).click();
  const reopen = page.getByRole('dialog', { name: `Re-Open ${code}` });
  await reopen.getByRole('textbox', { name: 'Remarks' }).fill('Consumer asks for a second seal');
  await reopen.getByRole('button', { name: 'Re-Open' }).click();
  await expect(page.getByText(`The work order "${code}" was re-opened.`)).toBeVisible();
  await expect(badges).toHaveText('Assigned');
  await expect(activity.getByTestId('gps-value')).toHaveText('26.144500, 91.736200 (± 12 m)');
  await expect(activity.getByTestId('activity-status')).toHaveText('In progress');
  await expect(page.getByRole('button', { name: `Record work: ${TEMPLATE}` })).toBeVisible();

  // Every step in the status history, oldest first.
  await expect
    .poll(() => historyActions(page))
    .toEqual(expect.arrayContaining(['created', 'assigned', 'completed', 'approved', 'reopened']));
  const actions = await historyActions(page);
  expect(actions.indexOf('created')).toBeLessThan(actions.indexOf('assigned'));
  expect(actions.indexOf('assigned')).toBeLessThan(actions.indexOf('completed'));
  expect(actions.indexOf('completed')).toBeLessThan(actions.indexOf('approved'));
  expect(actions.indexOf('approved')).toBeLessThan(actions.indexOf('reopened'));
  const history = page.getByRole('list', { name: 'Status history' });
  await expect(history).toContainText('“Meter sealed, photo clear”');
  await expect(history).toContainText('“Consumer asks for a second seal”');
  await expect(history).toContainText('Brahmaputra Field Services · Beltola Maintenance Crew');

  // The work-order view with its evidence and history, at phone, tablet and desktop widths, once the toasts are gone.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 1024 });
    await expect(activity.getByTestId('gps-value')).toBeVisible();
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`work-order-view-${width}.png`), fullPage: true });
  }
});
