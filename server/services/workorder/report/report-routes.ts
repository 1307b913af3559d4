import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/workorder/index';
import { REPORT_MESSAGES } from '../../../../src/domain/report-messages';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { defineExportRoute } from '../../file/index';
import { savedDefinition } from './report-checks';
import { checkForSave, runForRequest } from './report-context';
import { getReport, listReports } from './report-queries';
import type { ResultPage } from './report-run';
import { createReport, deleteReport, updateReport } from './report-writes';

export async function mustGetReport(tx: Tx, auth: AuthContext, id: string) {
  const found = await getReport(tx, auth, id);
  if (!found) throw notFound(REPORT_MESSAGES.reportNotFound);
  return found;
}

/** One page of a saved report's result, run for the caller (a report screen's run, a dashboard widget's). */
export async function runSavedForRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  tx: Tx,
  auth: AuthContext,
  reportId: string,
  page: ResultPage,
) {
  const saved = await mustGetReport(tx, auth, reportId);
  const input = { ...saved, definition: savedDefinition(saved.definition), reportId: saved.id };
  return runForRequest(app, request, tx, input, page);
}

/** Reports: the builder's and SQL reports, saved per organisation or vendor, run in the SQL sandbox. */
export async function reportRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.runReportDefinition, {
    handler: ({ tx, body, request }) =>
      runForRequest(app, request, tx, body, { page: body.page, pageSize: body.pageSize }),
  });

  defineRoute(app, contracts.runReportById, {
    handler: ({ tx, auth, body, request }) =>
      runSavedForRequest(app, request, tx, auth, body.id, { page: body.page, pageSize: body.pageSize }),
  });

  defineRoute(app, contracts.getAllReports, {
    handler: ({ tx, auth, query }) => listReports(tx, auth, query),
  });

  defineRoute(app, contracts.getReportById, {
    handler: ({ tx, auth, query }) => mustGetReport(tx, auth, query.id),
  });

  defineRoute(app, contracts.createReport, {
    handler: async ({ tx, auth, body }) => {
      await checkForSave(app, tx, body);
      return mustGetReport(tx, auth, await createReport(tx, auth, body));
    },
  });

  defineRoute(app, contracts.updateReport, {
    handler: async ({ tx, auth, body }) => {
      await checkForSave(app, tx, body);
      await updateReport(tx, auth, body);
      return mustGetReport(tx, auth, body.id);
    },
  });

  defineRoute(app, contracts.deleteReport, {
    handler: async ({ tx, auth, query }) => {
      await deleteReport(tx, auth, query.id);
      return { id: query.id };
    },
  });

  defineExportRoute(app, 'report', contracts.exportReports);
}
