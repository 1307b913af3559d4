import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReportResult } from '../../../../src/domain/reports';
import type { Tx } from '../../../db/client';
import { builderQuery } from './builder-sql';
import { checkReportInput, filterContext, runFailure } from './report-checks';
import type { ReportInput } from './report-checks';
import type { ResultPage, RunContext } from './report-run';
import { runReport } from './report-run';
import { runSandboxed } from './sandbox-run';
import { authorSql } from './sql-sandbox';

/**
 * The sandbox's limits and engine for report runs outside a request (the download job), set when the
 * service is registered; requests read them from their app.
 */
let jobSettings: Omit<RunContext, 'tx'> = {
  limits: { statementTimeoutMs: 10_000, rowLimit: 10_000, maxCost: 10_000_000 },
  engine: 'pglite',
};

export function configureReportJobs(app: FastifyInstance): void {
  jobSettings = { limits: app.config.report, engine: app.database.kind };
}

export function jobRunContext(tx: Tx): RunContext {
  return { tx, ...jobSettings };
}

export function runContext(app: FastifyInstance, tx: Tx): RunContext {
  return { tx, limits: app.config.report, engine: app.database.kind };
}

/**
 * Runs a report for a request. A failure the database reports (a timeout, a division by zero) is logged with
 * the report and the database's code and message, never the query's bound values, and answers the general
 * failure envelope.
 */
export async function runForRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  tx: Tx,
  input: ReportInput & { reportId?: string | undefined },
  page: ResultPage,
): Promise<ReportResult> {
  try {
    return await runReport(runContext(app, tx), input, page);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    // Quoted parts of a database message can repeat a bound value ("invalid input syntax ...: "abc"").
    const reason = message?.replace(/"[^"]*"/g, '"…"');
    request.log.warn(
      { reportId: input.reportId ?? null, kind: input.kind, code, reason },
      'report run failed',
    );
    throw runFailure(error, input);
  }
}

/**
 * The checks of saving a report: its SQL by the sandbox's rules, then planned (not run) in the sandbox, so
 * an unknown column or a type error is refused when saved rather than when a dashboard first shows it.
 */
export async function checkForSave(app: FastifyInstance, tx: Tx, input: ReportInput): Promise<void> {
  await checkReportInput(input);
  const ctx = runContext(app, tx);
  const options = { limits: ctx.limits, engine: ctx.engine, planOnly: true };
  try {
    if (input.kind === 'sql') {
      await runSandboxed(tx, sql.raw(authorSql(input.sql ?? '')), { ...options, builder: false });
    } else {
      const context = await filterContext(tx, input.definition);
      await runSandboxed(tx, builderQuery(input.definition, context, { page: 1, pageSize: 10 }), {
        ...options,
        builder: true,
      });
    }
  } catch (error) {
    throw runFailure(error, input);
  }
}
