import type { CellValue } from 'exceljs';

/**
 * The text a person sees in a cell, whatever exceljs made of it: rich text joined, a hyperlink's text, a
 * formula's last result, TRUE/FALSE as Yes/No (the allowed values of yes/no columns). Trimmed.
 */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('hyperlink' in value) return cellText(value.text);
  if ('result' in value) return cellText(value.result as CellValue);
  if ('error' in value) return '';
  return '';
}
