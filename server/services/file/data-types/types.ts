import type { z } from 'zod';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';

/** One column of an imported sheet, as the sample file shows it and the import reads it. */
export interface ColumnSpec {
  /** The key the row's value is read under. */
  key: string;
  /** The header cell; matched without regard to case or a trailing "*". */
  header: string;
  required: boolean;
  /** The value of the sample file's example row. */
  example: string;
  /**
   * The values the column accepts, offered as a drop-down list in the sample file: fixed, or read from the
   * database as the caller sees it (their vendor's only, for a vendor user).
   */
  allowed?: readonly string[] | ((tx: Tx) => Promise<string[]>);
}

/** A row's values by column key: trimmed text, '' for an empty or absent cell. */
export type RowValues = Record<string, string>;

/**
 * Writes one row: the area's own create or update, with its schema and rules. Each row runs in its own
 * savepoint; throwing rejects the row (RowRejected, HttpError or ZodError name its errors) and undoes it.
 */
export type RowWriter = (tx: Tx, row: RowValues) => Promise<void>;

/**
 * Why a caller holding the import key may still not import this data type (organisations: platform
 * administrators only, as POST Organisation); null when they may. The call answers 403 with it, before the
 * file is read; a job whose user no longer may ends Failed with it.
 */
export type CallerRefusal = (auth: AuthContext) => string | null;

export interface ImportDefinition {
  columns: readonly ColumnSpec[];
  callerRefusal?: CallerRefusal;
  /** Reads what one batch of rows refers to (names and codes to ids) once, and answers its row writer. */
  prepareBatch(tx: Tx, auth: AuthContext, rows: readonly RowValues[]): Promise<RowWriter>;
  writeBatch?: BatchWriter;
}

/**
 * Writes a whole batch at once, new rows in multi-row statements, with the row writer's checks and messages;
 * answers each row's errors (null: written). When the database refuses a statement (a row error) or the
 * writer throws WriteRowByRow, the batch is undone and written again by the row writer, row by row.
 */
export type BatchWriter = (
  tx: Tx,
  auth: AuthContext,
  rows: readonly RowValues[],
) => Promise<Array<string[] | null>>;

export type ExportCell = string | number | boolean | Date | null;

/**
 * A page of CSV records the database wrote itself (each field as csvField writes it: formula-looking text
 * behind a quote, quoted when needed; the fields joined by commas; each record ending in CRLF), in a few texts.
 * For CSV-only exports of many rows, where mapping cells in JavaScript, or even holding a string per row,
 * would cost more than reading them.
 */
export interface CsvBlock {
  /** The records in order, in a few texts (each small enough for V8's young generation). */
  csv: readonly string[];
  records: number;
}

/** A page of an export: its rows' cells, or its CSV records already written. */
export type ExportPage = ExportCell[][] | CsvBlock;

export function pageLength(page: ExportPage): number {
  return Array.isArray(page) ? page.length : page.records;
}

/** Runs work in a transaction scoped as the job's user, so row-level security applies as to their requests. */
export type Scoped = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export interface ExportSource {
  /** Columns known only once the rows are read (a report's); the definition's columns otherwise. */
  columns?(): Promise<ExportDefinition['columns']>;
  count(): Promise<number>;
  /** Pages of rows in a stable order; each page is read in its own scoped transaction. */
  pages(): AsyncGenerator<ExportPage>;
}

export interface ExportDefinition {
  columns: ReadonlyArray<{ header: string; width: number }>;
  /** The filters the export takes: the area's list-call body (its paging is ignored). */
  filterSchema: z.ZodType;
  /** Checks the filters against the database when the export is queued (a field that is not there: 400). */
  check(tx: Tx, filters: unknown): Promise<void>;
  /** The rows as `caller` (the job's user) may list them. */
  source(scoped: Scoped, filters: unknown, caller: AuthContext): ExportSource;
  /** The file's name when it is not "<label> <date>" (a report is named after itself). */
  fileName?(tx: Tx, filters: unknown): Promise<string>;
}

/** An import whose rows are typed by its columns' keys. */
export interface TypedImport<K extends string> {
  columns: ReadonlyArray<ColumnSpec & { key: K }>;
  callerRefusal?: CallerRefusal;
  prepareBatch(
    tx: Tx,
    auth: AuthContext,
    rows: ReadonlyArray<Record<K, string>>,
  ): Promise<(tx: Tx, row: Record<K, string>) => Promise<void>>;
  writeBatch?(
    tx: Tx,
    auth: AuthContext,
    rows: ReadonlyArray<Record<K, string>>,
  ): Promise<Array<string[] | null>>;
}

/**
 * Declares an import. The framework builds every row with a value under each column's key (columns.ts,
 * rowValues), so the rows it hands over do have the keys the definition's type promises.
 */
export function defineImport<K extends string>(definition: TypedImport<K>): ImportDefinition {
  return definition as unknown as ImportDefinition;
}
