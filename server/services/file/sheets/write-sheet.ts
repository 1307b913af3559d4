import fs from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { excel } from './exceljs';
import type { ExportCell, ExportPage } from '../data-types/types';
import type { SheetFormat } from './read-rows';
import { csvField, safeCell } from './safe-cell';

export interface SheetWriter {
  add(cells: readonly ExportCell[]): Promise<void>;
  /** A page of rows (CSV records already written only in a CSV file), in one write. */
  addPage(page: ExportPage): Promise<void>;
  /** Finishes the file; nothing may be added after. */
  close(): Promise<void>;
}

export interface SheetColumn {
  header: string;
  width: number;
}

function xlsxWriter(path: string, sheetName: string, columns: readonly SheetColumn[]): SheetWriter {
  // Inline strings instead of a shared-string table: the table would grow with the file and sit in memory.
  const { stream } = excel();
  const workbook = new stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  const add = (cells: readonly ExportCell[]) => sheet.addRow(cells.map(safeCell)).commit();
  return {
    async add(cells) {
      add(cells);
    },
    async addPage(page) {
      if (!Array.isArray(page)) throw new Error('CSV records cannot be written to an xlsx sheet');
      for (const cells of page) add(cells);
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

function csvWriter(path: string, columns: readonly SheetColumn[]): SheetWriter {
  const stream = fs.createWriteStream(path, { flags: 'w' });
  async function write(text: string) {
    // Honouring backpressure keeps memory flat when the disk is slower than the database.
    if (!stream.write(text)) await once(stream, 'drain');
  }
  const record = (cells: readonly ExportCell[]) => cells.map(csvField).join(',');
  const line = (cells: readonly ExportCell[]) => write(`${record(cells)}\r\n`);
  // The byte-order mark makes spreadsheet programs read the file as UTF-8.
  stream.write('\ufeff');
  const header = line(columns.map((c) => c.header));
  return {
    async add(cells) {
      await header;
      await line(cells);
    },
    async addPage(page) {
      await header;
      if (!Array.isArray(page)) for (const text of page.csv) await write(text);
      else if (page.length) await write(`${page.map(record).join('\r\n')}\r\n`);
    },
    async close() {
      await header;
      stream.end();
      await finished(stream);
    },
  };
}

/** Writes a sheet streaming, a row or a page at a time: memory stays flat whatever the number of rows. */
export function openSheetWriter(
  path: string,
  format: SheetFormat,
  sheetName: string,
  columns: readonly SheetColumn[],
): SheetWriter {
  return format === 'xlsx' ? xlsxWriter(path, sheetName, columns) : csvWriter(path, columns);
}
