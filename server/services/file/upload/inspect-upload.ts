import { IMPORT_LIMITS } from '../../../../src/domain/file-jobs';
import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import { fieldError } from '../../../lib/http-errors';
import { mapHeader } from '../data-types/columns';
import type { ColumnSpec } from '../data-types/types';
import { csvRecords } from '../sheets/csv-parser';
import type { SheetFormat } from '../sheets/read-rows';
import { isBlank, sheetRows } from '../sheets/read-rows';
import { scanXlsx } from './xlsx-scan';

export interface InspectedUpload {
  format: SheetFormat;
  /** Data rows below the header (an upper bound for a workbook: rows with no values count too). */
  dataRows: number;
}

function formatOf(fileName: string): SheetFormat {
  const extension = fileName.toLowerCase().split('.').pop();
  if (extension === 'xlsx' || extension === 'csv') return extension;
  throw fieldError('File', FILE_JOB_SERVER_MESSAGES.fileTypeNotSupported);
}

/** Text in UTF-8 with no NUL (which no text file holds); returns how many records it has. */
async function scanCsv(path: string): Promise<{ rows: number }> {
  let rows = 0;
  try {
    for await (const record of csvRecords(path)) {
      if (record.some((cell) => cell.includes('\0'))) throw new TypeError('binary content');
      rows += 1;
      // Counting stops as soon as the answer is known.
      if (rows > IMPORT_LIMITS.maxRows + 1) break;
    }
  } catch {
    throw fieldError('File', FILE_JOB_SERVER_MESSAGES.notCsv);
  }
  return { rows };
}

async function headerRow(path: string, format: SheetFormat): Promise<string[] | null> {
  for await (const row of sheetRows(path, format)) {
    if (!isBlank(row)) return row.cells;
  }
  return null;
}

/**
 * Everything checked before a job is created, so a refused file leaves nothing behind: the content is what
 * the name says (an .xlsx a real workbook, a .csv UTF-8 text), a workbook is no zip bomb, the rows are
 * within IMPORT_LIMITS.maxRows, and the header has every required column (the message names those missing).
 */
export async function inspectUpload(
  path: string,
  fileName: string,
  columns: readonly ColumnSpec[],
): Promise<InspectedUpload> {
  const format = formatOf(fileName);
  const { rows } = format === 'xlsx' ? await scanXlsx(path) : await scanCsv(path);
  const dataRows = Math.max(0, rows - 1);
  if (dataRows > IMPORT_LIMITS.maxRows) throw fieldError('File', FILE_JOB_SERVER_MESSAGES.tooManyRows);
  const unreadable = format === 'xlsx' ? FILE_JOB_SERVER_MESSAGES.notXlsx : FILE_JOB_SERVER_MESSAGES.notCsv;
  const header = await headerRow(path, format).catch(() => {
    throw fieldError('File', unreadable);
  });
  if (!header) throw fieldError('File', FILE_JOB_SERVER_MESSAGES.noHeader);
  const { missing } = mapHeader(columns, header);
  if (missing.length) throw fieldError('File', FILE_JOB_SERVER_MESSAGES.missingColumns(missing));
  if (dataRows === 0) throw fieldError('File', FILE_JOB_SERVER_MESSAGES.noRows);
  return { format, dataRows };
}
