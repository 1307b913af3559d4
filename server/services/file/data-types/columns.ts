import type { ColumnSpec, RowValues } from './types';

function normalise(header: string): string {
  return header
    .trim()
    .replace(/\s*\*$/, '')
    .toLowerCase();
}

/** Where each known column sits in the header row, and the required columns it lacks (by header). */
export function mapHeader(columns: readonly ColumnSpec[], header: readonly string[]) {
  const positions = new Map<string, number>();
  header.forEach((cell, index) => {
    const column = columns.find((c) => normalise(c.header) === normalise(cell));
    if (column && !positions.has(column.key)) positions.set(column.key, index);
  });
  const missing = columns.filter((c) => c.required && !positions.has(c.key)).map((c) => c.header);
  return { positions, missing };
}

/** A row's values by column key; columns the sheet lacks, and cells past its end, read as ''. */
export function rowValues(
  columns: readonly ColumnSpec[],
  positions: ReadonlyMap<string, number>,
  cells: readonly string[],
): RowValues {
  const values: RowValues = {};
  for (const column of columns) {
    const at = positions.get(column.key);
    values[column.key] = at === undefined ? '' : (cells[at] ?? '');
  }
  return values;
}
