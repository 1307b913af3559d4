import type { ReportCell, ReportColumnType } from '../../../../src/domain/reports';
import { REPORT_COLUMNS, REPORT_GROUP_BY } from '../../../../src/domain/reports';
import { SqlRefusal } from './sql-sandbox';
import type { SandboxField } from './sandbox-run';

/** PostgreSQL type ids a result column is shown by. */
const NUMBER_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const TYPE_BY_OID: Record<number, ReportColumnType> = {
  16: 'boolean',
  1082: 'date',
  1114: 'dateTime',
  1184: 'dateTime',
};

export function columnType(oid: number): ReportColumnType {
  if (NUMBER_TYPES.has(oid)) return 'number';
  return TYPE_BY_OID[oid] ?? 'text';
}

/** Times as ISO in UTC (both drivers answer PostgreSQL's text form); numbers as numbers; the rest as text. */
export function cellOf(value: unknown, type: ReportColumnType, oid: number): ReportCell {
  if (value === null || value === undefined) return null;
  if (type === 'number') return Number(value);
  if (type === 'boolean') return Boolean(value);
  if (value instanceof Date) return type === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  if (type === 'dateTime' && typeof value === 'string') {
    const text = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
    const time = new Date(oid === 1114 ? `${text}Z` : text);
    return Number.isNaN(time.getTime()) ? value : time.toISOString();
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

const KNOWN_LABELS = new Map<string, { label: string; type: ReportColumnType }>([
  ...REPORT_COLUMNS.map((c) => [c.key, { label: c.label, type: c.type }] as const),
  ...REPORT_GROUP_BY.map((g) => [g.key, { label: g.label, type: g.type }] as const),
  ['count', { label: 'Orders', type: 'number' }],
]);

export interface ResultColumn {
  key: string;
  label: string;
  type: ReportColumnType;
  oid: number;
}

/**
 * The visible columns of a result (names starting with __ are the builder's own). A column name given twice
 * would lose one of them in a row of named cells, so it is refused with its name.
 */
export function resultColumns(fields: SandboxField[], named: boolean): ResultColumn[] {
  const seen = new Set<string>();
  const columns: ResultColumn[] = [];
  for (const field of fields) {
    if (field.name.startsWith('__')) continue;
    if (seen.has(field.name))
      throw new SqlRefusal(`Column ${field.name} appears twice: give each column its own name`);
    seen.add(field.name);
    const known = named ? KNOWN_LABELS.get(field.name) : undefined;
    const type = known && known.type !== 'text' ? known.type : columnType(field.dataTypeID);
    columns.push({ key: field.name, label: known?.label ?? field.name, type, oid: field.dataTypeID });
  }
  return columns;
}

export function cellsOf(row: Record<string, unknown>, columns: ResultColumn[]): Record<string, ReportCell> {
  return Object.fromEntries(columns.map((c) => [c.key, cellOf(row[c.key], c.type, c.oid)]));
}
