import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import { heldTooLong } from '../../../db/database-hold';
import { REPORT_ROLE } from '../../../db/schema/columns';
import { checkReportSql, SqlRefusal } from './sql-sandbox';

export interface SandboxLimits {
  statementTimeoutMs: number;
  rowLimit: number;
  maxCost: number;
}

export interface SandboxOptions {
  limits: SandboxLimits;
  engine: 'pglite' | 'postgres';
  /** The builder wrote the query (see WalkOptions). */
  builder: boolean;
  /** Plan the query without running it (saving a report: unknown columns and type errors show then). */
  planOnly?: boolean;
}

export interface SandboxField {
  name: string;
  dataTypeID: number;
}

export interface SandboxRows {
  fields: SandboxField[];
  rows: Array<Record<string, unknown>>;
  /** More rows than the cap: only the first `rowLimit` were read. */
  truncated: boolean;
}

/** A run the database refused or stopped (a timeout, a division by zero): its message is the query's own. */
export class ReportRunError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    /** The built-in database stopped it at its hold limit (milliseconds); the request's transaction is gone. */
    readonly builtInLimitMs?: number,
  ) {
    super(message);
  }
}

const dialect = new PgDialect();

interface ExecuteResult {
  rows: Array<Record<string, unknown>>;
  fields?: SandboxField[];
}

async function totalCost(tx: Tx, query: SQL): Promise<number> {
  const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as ExecuteResult;
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{
    Plan: { 'Total Cost': number };
  }>;
  return plan[0]?.Plan['Total Cost'] ?? 0;
}

/**
 * Runs one checked SELECT in the sandbox: inside a savepoint of the request's transaction, read-only, as the
 * report role (which reads only the reporting views) with the caller's row-level security settings left as
 * they are, with a statement timeout (PostgreSQL; PGlite has no timer: there the database's hold limit stops
 * it, see pglite-host.ts, and the planner's cost estimate refuses the plainly unbounded before it runs) and a
 * row cap. The text that runs is checked again here, whoever built it, and the savepoint
 * is rolled back afterwards, so nothing the query did (it can do nothing) outlives it.
 */
export async function runSandboxed(tx: Tx, query: SQL, options: SandboxOptions): Promise<SandboxRows> {
  const { limits, engine } = options;
  const capped = sql`select * from (\n${query}\n) as report limit ${sql.raw(String(limits.rowLimit + 1))}`;
  await checkReportSql(dialect.sqlToQuery(capped).sql, { builder: options.builder });
  await tx.execute(sql.raw('savepoint report_sandbox'));
  try {
    await tx.execute(sql.raw('set local transaction_read_only = on'));
    await tx.execute(sql.raw(`set local role ${REPORT_ROLE}`));
    await tx.execute(sql.raw('set local search_path = reporting'));
    if (engine === 'postgres') {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.trunc(limits.statementTimeoutMs)}`));
    }
    const cost = await totalCost(tx, capped);
    if (options.planOnly) return { fields: [], rows: [], truncated: false };
    if (cost > limits.maxCost) {
      const estimate = `estimated cost ${Math.round(cost)}, at most ${limits.maxCost}`;
      throw new SqlRefusal(`The query is too expensive to run (${estimate}): filter it more`);
    }
    const result = (await tx.execute(capped)) as unknown as ExecuteResult;
    const truncated = result.rows.length > limits.rowLimit;
    return { fields: result.fields ?? [], rows: result.rows.slice(0, limits.rowLimit), truncated };
  } catch (error) {
    if (error instanceof SqlRefusal) throw error;
    const held = heldTooLong(error);
    if (held) throw new ReportRunError(held.message, held.code, held.limitMs);
    const cause =
      (error as { cause?: { message?: string; code?: string } }).cause ?? (error as { code?: string });
    const message = (cause as { message?: string }).message ?? (error as Error).message;
    throw new ReportRunError(message, (cause as { code?: string }).code);
  } finally {
    await leaveSandbox(tx);
  }
}

/** Undoes the sandbox's settings; nothing to undo when the built-in database stopped the whole transaction. */
async function leaveSandbox(tx: Tx): Promise<void> {
  try {
    await tx.execute(sql.raw('rollback to savepoint report_sandbox'));
    await tx.execute(sql.raw('release savepoint report_sandbox'));
  } catch (error) {
    if (!heldTooLong(error)) throw error;
  }
}
