import type ExcelJS from 'exceljs';
import type { Tx } from '../../../db/client';
import type { ColumnSpec } from '../data-types/types';
import { excel } from './exceljs';

/** Rows of the sample file that offer the drop-down lists (values are checked on import wherever they are). */
const VALIDATED_ROWS = 5_000;
const LISTS_SHEET = 'Allowed values';

/** exceljs has sheet.dataValidations at run time (4.x) but leaves it out of its type declarations. */
type WithValidations = ExcelJS.Worksheet & {
  dataValidations: { add(range: string, rule: ExcelJS.DataValidation): void };
};

function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

async function allowedValues(tx: Tx, column: ColumnSpec): Promise<readonly string[]> {
  if (!column.allowed) return [];
  return typeof column.allowed === 'function' ? column.allowed(tx) : column.allowed;
}

/**
 * The sample file of a data type (downloaded as template.xlsx): the header row (required columns carry the
 * note "Required"), one example row, and for columns with allowed values a drop-down list on the data rows.
 * The lists sit on a hidden second sheet, since a list written into the rule itself is limited to 255
 * characters; an import reads only the first sheet.
 */
export async function sampleWorkbook(
  tx: Tx,
  sheetName: string,
  columns: readonly ColumnSpec[],
): Promise<Buffer> {
  const { Workbook } = excel();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: 1 }],
  }) as WithValidations;
  const lists = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: Math.max(14, c.header.length + 4, c.example.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(columns.map((c) => c.example));
  let listColumn = 0;
  for (const [index, column] of columns.entries()) {
    const header = sheet.getRow(1).getCell(index + 1);
    if (column.required) header.note = 'Required';
    const values = await allowedValues(tx, column);
    if (values.length === 0) continue;
    const letter = columnLetter(listColumn++);
    lists.getCell(`${letter}1`).value = column.header;
    values.forEach((value, i) => (lists.getCell(`${letter}${i + 2}`).value = value));
    const target = columnLetter(index);
    sheet.dataValidations.add(`${target}2:${target}${VALIDATED_ROWS + 1}`, {
      type: 'list',
      allowBlank: !column.required,
      formulae: [`'${LISTS_SHEET}'!$${letter}$2:$${letter}$${values.length + 1}`],
      showErrorMessage: true,
      errorTitle: column.header,
      error: `Choose a value from the list for ${column.header}.`,
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
