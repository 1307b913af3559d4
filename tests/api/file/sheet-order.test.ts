import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { sheetRows } from '../../../server/services/file/sheets/read-rows';
import { scanXlsx } from '../../../server/services/file/upload/xlsx-scan';
import { entryText, readZipDirectory } from '../../../server/services/file/upload/zip-directory';
import { buildZip, zipEntry } from './zip-builder';

/*
 * Writers put a workbook's parts into the zip in any order (exceljs itself varies from one file to the next).
 * The rows read must be the first tab's, whatever the order: here the lists tab's part comes first and
 * workbook.xml, which says which tab is first, comes last.
 */
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sheet-order-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

async function workbook(): Promise<string> {
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet('Data');
  data.addRows([
    ['Name', 'Code'],
    ['Crew One', 'C-1'],
    ['Crew Two', 'C-2'],
  ]);
  const lists = book.addWorksheet('Lists');
  lists.addRows([['Allowed'], ['Yes'], ['No'], ['Maybe'], ['Later']]);
  const file = path.join(dir, 'written.xlsx');
  await fs.writeFile(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

const FIRST = [
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/worksheets/sheet2.xml',
  'xl/worksheets/sheet1.xml',
];
function rank(name: string): number {
  if (name === 'xl/workbook.xml') return 100;
  const at = FIRST.indexOf(name);
  return at < 0 ? 50 : at;
}

/** The same workbook with its parts in the order that trips a reader going by zip order. */
async function reordered(source: string): Promise<string> {
  const entries = (await readZipDirectory(source))!;
  const parts = await Promise.all(
    entries.map(async (e) => ({ name: e.name, text: (await entryText(source, e, 1 << 24))! })),
  );
  parts.sort((a, b) => rank(a.name) - rank(b.name));
  const file = path.join(dir, 'reordered.xlsx');
  await fs.writeFile(file, buildZip(parts.map((p) => zipEntry(p.name, Buffer.from(p.text)))));
  return file;
}

async function rows(file: string): Promise<string[][]> {
  const read: string[][] = [];
  for await (const row of sheetRows(file, 'xlsx')) read.push(row.cells);
  return read;
}

describe('a workbook whose parts come in an unusual order', () => {
  it('is read from its first tab, by rows and by the row count checked before import', async () => {
    const file = await reordered(await workbook());
    const names = (await readZipDirectory(file))!.map((e) => e.name);
    expect(names.indexOf('xl/worksheets/sheet2.xml')).toBeLessThan(names.indexOf('xl/workbook.xml'));
    expect(await rows(file)).toEqual([
      ['Name', 'Code'],
      ['Crew One', 'C-1'],
      ['Crew Two', 'C-2'],
    ]);
    expect(await scanXlsx(file)).toEqual({ rows: 3 });
  });
});
