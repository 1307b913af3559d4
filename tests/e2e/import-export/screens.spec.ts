import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken } from '../api';
import { signInAs } from '../fixtures';
import {
  CREW_DATA_TYPE,
  crewWorkbook,
  expectNoSidewaysScroll,
  historyJobs,
  historyPath,
  jobRow,
  XLSX_TYPE,
} from './file-job-steps';

/**
 * The upload dialog, the history screen and the completed map's menu on a phone, a tablet and a desktop:
 * nothing wider than the screen, 44 px touch targets on the phone, and screenshots for people to look at.
 */
const SHOTS = '.tmp/shots-e2e';
const WIDTHS = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'tablet', width: 768, height: 1024 },
  // The navbar shows from 992 px: the history's table is at its narrowest here.
  { name: 'small desktop', width: 1024, height: 768 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const run = Date.now().toString(36).slice(-6);
let finishedFile: string | null = null;

/** A crew import that has ended, made through the API once for this file (the history needs one to show). */
async function finishedCrewImport(request: APIRequestContext): Promise<string> {
  if (finishedFile) return finishedFile;
  const token = await apiToken(request);
  const sheet = await crewWorkbook(`s${run}`, 40);
  const response = await request.post('/api/account/Crew/Import', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: sheet.fileName, mimeType: XLSX_TYPE, buffer: sheet.buffer } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await expect
    .poll(
      async () =>
        (await historyJobs(request, token, CREW_DATA_TYPE, 1)).find((job) => job.fileName === sheet.fileName)
          ?.status,
      {
        timeout: 30_000,
      },
    )
    .toBe(5);
  finishedFile = sheet.fileName;
  return sheet.fileName;
}

/** Waits for transitions (a drawer sliding in) to end, so a screenshot shows where things come to rest. */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

async function openCrewImportDialog(page: Page) {
  await page.goto('/user-management/crew');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import crews' });
  await expect(dialog.getByRole('button', { name: 'Download the sample file' })).toBeVisible();
  return dialog;
}

test.beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('the import dialog and the history fit the screen, with 44 px buttons', async ({ page, request }) => {
    const fileName = await finishedCrewImport(request);
    await signInAs(page);

    const dialog = await openCrewImportDialog(page);
    await dialog.getByRole('button', { name: 'Upload' }).tap();
    await expect(dialog.getByText('File is required.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    const buttons = dialog.getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let index = 0; index < count; index++) {
      const button = buttons.nth(index);
      const box = (await button.boundingBox())!;
      const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
      expect(box.height, `"${name}" is ${box.height} px tall`).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await expect(dialog).toBeHidden();

    await page.goto(historyPath(CREW_DATA_TYPE, 1));
    const card = jobRow(page, 'Crews: imports', fileName);
    await expect(card.getByText('Completed with errors')).toBeVisible();
    await expectNoSidewaysScroll(page);
    for (const name of [`Rejected rows of ${fileName}`, `Details of ${fileName}`]) {
      const box = (await card.getByRole('button', { name }).boundingBox())!;
      expect(box.height, `"${name}" is ${box.height} px tall`).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await card.getByRole('button', { name: `Details of ${fileName}` }).tap();
    const drawer = page.getByRole('dialog', { name: fileName });
    await expect(drawer.getByRole('list', { name: `Status history of ${fileName}` })).toBeVisible();
    await settled(page);
    await expectNoSidewaysScroll(page);
    for (const name of ['Close the details', `Rejected rows of ${fileName}`]) {
      const box = (await drawer.getByRole('button', { name }).boundingBox())!;
      expect(box.height, `"${name}" is ${box.height} px tall`).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
  });
});

for (const { name, width, height } of WIDTHS) {
  test.describe(`screenshots on a ${name}`, () => {
    test.use({ viewport: { width, height }, hasTouch: width < 1024 });

    test(`the history, the upload dialog and the completed map's menu at ${width} px`, async ({
      page,
      request,
    }) => {
      const fileName = await finishedCrewImport(request);
      await signInAs(page);

      await page.goto(historyPath(CREW_DATA_TYPE, 1));
      const row = jobRow(page, 'Crews: imports', fileName);
      await expect(row.getByText('Completed with errors')).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The table (from 768 px) fits its page: every column and the actions are seen without scrolling it.
      const table = page.getByRole('table', { name: 'Crews: imports' });
      if (await table.count()) {
        const box = (await table.boundingBox())!;
        expect(box.x + box.width, 'the table is wider than the window').toBeLessThanOrEqual(width);
        await expect(row.getByRole('button', { name: `Details of ${fileName}` })).toBeInViewport({
          ratio: 1,
        });
        await expect(row.getByRole('button', { name: `Rejected rows of ${fileName}` })).toBeInViewport({
          ratio: 1,
        });
      }
      await page.screenshot({ path: `${SHOTS}/history-${width}.png`, fullPage: true });
      await row.getByRole('button', { name: `Details of ${fileName}` }).click();
      await expect(page.getByRole('list', { name: `Status history of ${fileName}` })).toBeVisible();
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/history-details-${width}.png` });

      const dialog = await openCrewImportDialog(page);
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog.getByText('File is required.')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await settled(page);
      await page.screenshot({ path: `${SHOTS}/upload-dialog-${width}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      await page.goto('/work-order/map-view/completed-order');
      await expect(page.getByTestId('work-order-map')).toHaveAttribute('data-markers', /^[1-9]/, {
        timeout: 20_000,
      });
      // On a phone the map's controls, its menu among them, are in the Controls sheet.
      const controls = page.getByRole('button', { name: 'Controls' });
      if (await controls.isVisible()) await controls.click();
      await page.getByRole('button', { name: 'More' }).click();
      await expect(page.getByRole('menuitem', { name: 'Export in CSV' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SHOTS}/map-menu-${width}.png` });
    });
  });
}
