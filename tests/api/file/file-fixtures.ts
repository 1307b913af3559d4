import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { DATA_TYPES, isFinished } from '../../../src/domain/file-jobs';
import type { FileJob, JobStatus } from '../../../src/domain/file-jobs';
import type { TestApp } from '../../support/test-app';
import { multipart } from '../people-fixtures';

/** Helpers for the bulk import and export tests: workbooks built with exceljs, uploads, polling, downloads. */

export type Cell = string | number | boolean | null;

/** An .xlsx file with one sheet holding these rows (the first is the header). */
export async function xlsx(rows: Cell[][], sheetName = 'Data'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of a workbook's first sheet as text, header first. */
export async function readSheet(content: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = (row.values as ExcelJS.CellValue[]).slice(1);
    rows.push(values.map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export type Json = any;

export async function upload(
  t: TestApp,
  path: string,
  token: string,
  file: { name: string; content: Buffer },
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const { payload, contentType } = multipart({}, { key: 'file', name: file.name, content: file.content });
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}`, ...headers },
  });
  return { status: response.statusCode, body: JSON.parse(response.body) };
}

/** Polls the job until it has ended (or the time is up), as the history screen does. */
export async function waitForJob(
  t: TestApp,
  token: string,
  id: string,
  timeoutMs = 20_000,
): Promise<FileJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await t.request('GET', `/api/file/FileProcessQueue/GetById?id=${id}`, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const job = response.body.data as FileJob;
    if (isFinished(job.status as JobStatus)) return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function download(t: TestApp, token: string, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return {
    status: response.statusCode,
    headers: response.headers,
    content: response.rawPayload,
    body: response.body,
  };
}

/** The headers of an address with its map position, as the samples and exports of warehouses and locations have them. */
export const ADDRESS_HEADERS = [
  'Address',
  'Country',
  'State',
  'City',
  'Postal code',
  'Latitude',
  'Longitude',
];

/** The first sheet of the sample file of a data type, downloaded as `token`, once its header row is `header`. */
export async function sampleSheet(
  t: TestApp,
  token: string,
  name: keyof typeof DATA_TYPES,
  header: readonly string[],
): Promise<ExcelJS.Worksheet> {
  const response = await download(t, token, `/api/file/SampleFile/Get?dataType=${DATA_TYPES[name].id}`);
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
  return sheet;
}
