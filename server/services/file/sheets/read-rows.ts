import fs from 'node:fs';
import type { EventEmitter } from 'node:events';
import { excel } from './exceljs';
import { cellText } from './cell-text';
import { csvRecords } from './csv-parser';
import { readZipLayout } from '../upload/zip-directory';
import { firstSheetNumber } from './first-sheet';
import { sheetsLast } from './sheets-last';

export type SheetFormat = 'xlsx' | 'csv';

/** One row as the file holds it: its number as the user sees it (the header is row 1) and its cells' text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

async function* xlsxRows(path: string): AsyncGenerator<SheetRow> {
  const layout = await readZipLayout(path);
  const wanted = await firstSheetNumber(path, layout?.entries);
  const { stream } = excel();
  const source = layout ? sheetsLast(path, layout) : fs.createReadStream(path);
  const workbook = new stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'emit',
  });
  // exceljs reads a sheet that comes before workbook.xml in the zip against a model it has not read yet
  // (exceljs issue 962); an empty one lets it go on. Writers, exceljs among them, order parts variously.
  Object.assign(workbook, { model: { sheets: [] } });
  // A sheet is read as it streams by only once the shared strings and the workbook's relationships are
  // known; before that, exceljs sets it aside in a temporary file, a path that has stopped for good in the
  // middle of a file (a promise nothing settles) and under load given sheets with empty text cells.
  // sheetsLast puts the sheets after both parts; a workbook without one of them (writers may keep every
  // text in its cell, with no shared strings) gets an empty one, which is what the file means.
  const parts = new Set(layout?.entries.map((entry) => entry.name) ?? []);
  if (layout && !parts.has('xl/sharedStrings.xml')) Object.assign(workbook, { sharedStrings: [] });
  if (layout && !parts.has('xl/_rels/workbook.xml.rels')) Object.assign(workbook, { workbookRels: [] });
  let sheetNumber: string | null = null;
  (workbook as unknown as EventEmitter).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') sheetNumber = entry.id ?? null;
  });
  // Only the first sheet is read: the sample file keeps its lists of allowed values on a later sheet.
  try {
    for await (const worksheet of workbook) {
      if (wanted !== null && sheetNumber !== wanted) continue;
      for await (const row of worksheet) {
        const values = Array.isArray(row.values) ? row.values : [];
        // exceljs numbers cells from 1; index 0 is always empty.
        yield { number: row.number, cells: values.slice(1).map((value) => cellText(value)) };
      }
      return;
    }
  } finally {
    // The rest of the file is not wanted: stop reading it (the job may remove it next).
    source.destroy();
  }
}

async function* csvRows(path: string): AsyncGenerator<SheetRow> {
  let number = 0;
  for await (const record of csvRecords(path)) {
    number += 1;
    yield { number, cells: record.map((cell) => cell.trim()) };
  }
}

/** The rows of the file's first sheet, read streaming: memory stays flat whatever the file's size. */
export function sheetRows(path: string, format: SheetFormat): AsyncGenerator<SheetRow> {
  return format === 'xlsx' ? xlsxRows(path) : csvRows(path);
}

export function isBlank(row: SheetRow): boolean {
  return row.cells.every((cell) => cell === '');
}
