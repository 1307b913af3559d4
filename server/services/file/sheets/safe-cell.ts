import type { ExportCell } from '../data-types/types';

/** Characters that make a spreadsheet read a cell as a formula (tab and carriage return start DDE tricks). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as written to an exported file: one starting like a formula gets a leading single quote, so no
 * spreadsheet runs it when the file is opened (OWASP "CSV injection"). Numbers, dates and booleans are
 * written as themselves; a negative number is a number, not a formula.
 */
export function safeCell(value: ExportCell): ExportCell {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** A CSV field: quoted when it holds a comma, quote or line break, quotes doubled. */
export function csvField(value: ExportCell): string {
  const safe = safeCell(value);
  if (safe === null) return '';
  const text =
    safe instanceof Date
      ? safe.toISOString()
      : typeof safe === 'boolean'
        ? safe
          ? 'Yes'
          : 'No'
        : String(safe);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
