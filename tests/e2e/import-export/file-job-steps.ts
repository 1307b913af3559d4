import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiCall } from '../api';

// Steps of the bulk import and export journeys: workbooks built here, files downloaded and read back,
// jobs followed on the history screen.

/** The history screen of a data type (DATA_TYPES ids) and direction (1 import, 2 export). */
export function historyPath(dataTypeId: number, operationTypeId: 1 | 2): string {
  return `/import-export-history/${dataTypeId}/${operationTypeId}`;
}

export const CREW_DATA_TYPE = 3;
export const WORK_LOCATION_DATA_TYPE = 7;
export const WORK_ORDER_DATA_TYPE = 9;

/** A demo vendor (by its code in one row, its name in another) and a vendor nobody has. */
export const DEMO_VENDOR = { name: 'Brahmaputra Field Services', code: 'BFS' };

export interface CrewSheet {
  fileName: string;
  buffer: Buffer;
  /** Data rows in the file. */
  rows: number;
  /** Crews the import must create. */
  good: string[];
  /** Two of the refused rows: their row number in the file (the header is row 1), name, code and error. */
  bad: Array<{ row: number; name: string; code: string; error: RegExp }>;
  /** Every refused row. */
  badCount: number;
}

/**
 * Crews of a vendor not created yet: enough rows (about 2 s of work) that the history screen sees the job
 * run before it ends, all refused.
 */
const LATE_VENDOR_ROWS = 1500;

/**
 * A crew workbook of three good rows (a vendor by code, by name, and the organisation's own crew) and bad
 * ones: a vendor that does not exist, an empty name, and many crews of a vendor not created yet.
 */
export async function crewWorkbook(run: string, lateVendorRows = LATE_VENDOR_ROWS): Promise<CrewSheet> {
  const good = [`Import Crew A ${run}`, `Import Crew B ${run}`, `Import Crew C ${run}`];
  const rows: Array<[string, string, string, string]> = [
    [good[0]!, `IMPA-${run}`, DEMO_VENDOR.code, 'Yes'],
    [`Import Crew Ghost ${run}`, `IMPG-${run}`, `No Such Vendor ${run}`, 'Yes'],
    [good[1]!, `IMPB-${run}`, DEMO_VENDOR.name, 'No'],
    ['', `IMPE-${run}`, DEMO_VENDOR.code, 'Yes'],
    [good[2]!, `IMPC-${run}`, '', 'Yes'],
  ];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Crews');
  sheet.addRow(['Name', 'Code', 'Vendor', 'Active', 'Leader']);
  for (const row of rows) sheet.addRow([...row, '']);
  for (let index = 1; index <= lateVendorRows; index++) {
    sheet.addRow([
      `Dibrugarh Crew ${index} ${run}`,
      `DPW-${index}-${run}`,
      `Dibrugarh Power Works ${run}`,
      'Yes',
      '',
    ]);
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    fileName: `crews-${run}.xlsx`,
    buffer,
    rows: rows.length + lateVendorRows,
    good,
    badCount: rows.length - good.length + lateVendorRows,
    bad: [
      {
        row: 3,
        name: `Import Crew Ghost ${run}`,
        code: `IMPG-${run}`,
        error: /Vendor: no vendor has the code or name/,
      },
      { row: 5, name: '', code: `IMPE-${run}`, error: /Name/ },
    ],
  };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first sheet of a downloaded workbook as rows of cell texts (row 1 first), read with exceljs. */
export async function readDownloadedSheet(download: Download): Promise<string[][]> {
  const path = await download.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error(`${download.suggestedFilename()} has no sheet`);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      const value = row.getCell(column).value;
      cells.push(
        value === null || value === undefined
          ? ''
          : typeof value === 'object'
            ? JSON.stringify(value)
            : String(value),
      );
    }
    rows.push(cells);
  });
  return rows;
}

/**
 * The history's row of a job, as a table row on a tablet or desktop and a card on a phone. Both carry the
 * file name; the newest job with that name comes first.
 */
export function jobRow(page: Page, label: string, fileName: string): Locator {
  const container = page.getByRole('table', { name: label }).or(page.getByRole('list', { name: label }));
  return container.locator('tbody tr, [role="listitem"]').filter({ hasText: fileName }).first();
}

interface HistoryJob {
  id: string;
  fileName: string;
  status: number;
  resultFileName: string | null;
}

/**
 * Records the status of `fileName`'s job in every history answer the screen receives, so a journey can tell
 * the screen saw the job move (polling) rather than only its end.
 */
export function recordHistoryStatuses(page: Page, fileName: string): number[] {
  const seen: number[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/api/file/FileProcessQueue/GetFileProcessQueueHistory')) return;
    void response
      .json()
      .then((body: { data?: { fileProcessQueues?: HistoryJob[] } }) => {
        const job = body.data?.fileProcessQueues?.find((candidate) => candidate.fileName === fileName);
        if (job) seen.push(job.status);
      })
      .catch(() => undefined);
  });
  return seen;
}

/** Marks the document, so a later check can tell the page was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eNoReload?: boolean }).e2eNoReload = true;
  });
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
}

/** The history of a data type and direction through the API, newest first. */
export async function historyJobs(
  request: APIRequestContext,
  token: string,
  dataType: number,
  operationType: 1 | 2,
): Promise<HistoryJob[]> {
  const { fileProcessQueues } = await apiCall<{ fileProcessQueues: HistoryJob[] }>(
    request,
    token,
    'POST',
    '/api/file/FileProcessQueue/GetFileProcessQueueHistory',
    { dataType, operationType, page: 1, pageSize: 20 },
  );
  return fileProcessQueues;
}

/** Whether the server has a route (by its OpenAPI document), for calls other engineers are still adding. */
export async function serverHasRoute(request: APIRequestContext, method: 'post' | 'get', path: string) {
  const response = await request.get('/api/docs/json');
  if (!response.ok()) return false;
  const document = (await response.json()) as { paths?: Record<string, Record<string, unknown>> };
  return Boolean(document.paths?.[path]?.[method]);
}

/** No sideways scrolling: the document is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.scrollingElement!.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(
    widths.scroll,
    `document ${widths.scroll} px wide in a ${widths.inner} px window`,
  ).toBeLessThanOrEqual(widths.inner);
}
