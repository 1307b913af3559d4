import fs from 'node:fs';
import readline from 'node:readline';
import type { ColumnSpec, RowValues } from '../data-types/types';
import { openSheetWriter } from '../sheets/write-sheet';

/** A row an import refused: its number in the file, the values it held and why it was refused. */
export interface RejectedRow {
  row: number;
  values: RowValues;
  errors: string[];
}

/**
 * The workbook of refused rows: Row (its number in the uploaded file), the data type's columns as the file
 * held them, and Errors. It can be corrected and imported again as it is: an import ignores the Row and
 * Errors columns. Read from the log line by line; a row logged twice (a batch retried after a crash) is
 * reported once.
 */
export async function writeRejectedRows(
  logPath: string,
  resultPath: string,
  columns: readonly ColumnSpec[],
): Promise<void> {
  const writer = openSheetWriter(resultPath, 'xlsx', 'Rejected rows', [
    { header: 'Row', width: 8 },
    ...columns.map((c) => ({ header: c.header, width: Math.max(12, c.header.length + 4) })),
    { header: 'Errors', width: 80 },
  ]);
  const reported = new Set<number>();
  const lines = readline.createInterface({ input: fs.createReadStream(logPath), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    const rejected = JSON.parse(line) as RejectedRow;
    if (reported.has(rejected.row)) continue;
    reported.add(rejected.row);
    await writer.add([
      rejected.row,
      ...columns.map((c) => rejected.values[c.key] ?? ''),
      rejected.errors.join('; '),
    ]);
  }
  await writer.close();
}
