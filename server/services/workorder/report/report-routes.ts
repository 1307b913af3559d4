import type { FastifyInstance } from 'fastify';
import { camelQuery, deletedSchema } from '../../../../src/domain/fields';
import { REPORT_MESSAGES } from '../../../../src/domain/report-messages';
import {
  reportCreateSchema,
  reportIdQuerySchema,
  reportListQuerySchema,
  reportListSchema,
  reportResultSchema,
  reportRunByIdSchema,
  reportRunSchema,
  reportSchema,
  reportUpdateSchema,
} from '../../../../src/domain/reports';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { defineExportRoute } from '../../file/index';
import { savedDefinition } from './report-checks';
import { checkForSave, runForRequest, tags } from './report-context';
import { getReport, listReports } from './report-queries';
import { createReport, deleteReport, updateReport } from './report-writes';

export async function mustGetReport(tx: Tx, auth: AuthContext, id: string) {
  const found = await getReport(tx, auth, id);
  if (!found) throw notFound(REPORT_MESSAGES.reportNotFound);
  return found;
}

/** Reports: the builder's and SQL reports, saved per organisation or vendor, run in the SQL sandbox. */
export async function reportRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Report/DynamicWorkorderReport',
      summary: 'Run a report definition (or SQL) without saving it: one page of its result',
      // Running unsaved SQL is building a report, not reading one.
      permission: ['report.create', 'report.update'],
      body: reportRunSchema,
      response: reportResultSchema,
      handler: ({ tx, body, request }) =>
        runForRequest(app, request, tx, body, { page: body.page, pageSize: body.pageSize }),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Report/GetReportFromDbQueryById',
      summary: 'Run a saved report (SQL or builder) for the caller: one page of its result',
      permission: 'report.view',
      body: reportRunByIdSchema,
      response: reportResultSchema,
      handler: async ({ tx, auth, body, request }) => {
        const saved = await mustGetReport(tx, auth, body.id);
        const input = { ...saved, definition: savedDefinition(saved.definition), reportId: saved.id };
        return runForRequest(app, request, tx, input, { page: body.page, pageSize: body.pageSize });
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Report/GetAll',
      summary: 'Reports the caller may see, by name (a vendor user: their vendor’s and the shared ones)',
      permission: 'report.view',
      query: camelQuery(reportListQuerySchema),
      response: reportListSchema,
      handler: ({ tx, auth, query }) => listReports(tx, auth, query),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/Report/GetById',
      summary: 'One report',
      permission: 'report.view',
      query: camelQuery(reportIdQuerySchema),
      response: reportSchema,
      handler: ({ tx, auth, query }) => mustGetReport(tx, auth, query.id),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/Report',
      summary: 'Save a report; its SQL is checked by the sandbox’s rules and planned',
      permission: 'report.create',
      body: reportCreateSchema,
      response: reportSchema,
      handler: async ({ tx, auth, body }) => {
        await checkForSave(app, tx, body);
        return mustGetReport(tx, auth, await createReport(tx, auth, body));
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/Report',
      summary: 'Change a report (send the version you edited)',
      permission: 'report.update',
      body: reportUpdateSchema,
      response: reportSchema,
      handler: async ({ tx, auth, body }) => {
        await checkForSave(app, tx, body);
        await updateReport(tx, auth, body);
        return mustGetReport(tx, auth, body.id);
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/Report',
      summary: 'Delete a report no dashboard widget shows',
      permission: 'report.delete',
      query: camelQuery(reportIdQuerySchema),
      response: deletedSchema,
      handler: async ({ tx, auth, query }) => {
        await deleteReport(tx, auth, query.id);
        return { id: query.id };
      },
    },
    tags,
  );

  defineExportRoute(app, 'report');
}
