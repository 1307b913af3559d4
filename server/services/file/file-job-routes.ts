import type { FastifyInstance } from 'fastify';
import { FILE_JOB_SERVER_MESSAGES } from '../../../src/domain/file-job-messages';
import * as contracts from '../../../src/domain/contracts/file/index';
import { DATA_TYPES, dataTypeById } from '../../../src/domain/file-jobs';
import { notFound } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { queueExport } from './export-route';
import { getFileJob, listFileJobs } from './file-jobs';

/**
 * The queue export call (queueExportContract in src/domain/contracts/file) at the path its contract names:
 * the file service's FileProcessQueue, or the document service's File.
 */
export function defineQueueExportRoute(
  app: FastifyInstance,
  contract: ReturnType<typeof contracts.queueExportContract>,
): void {
  defineRoute(app, contract, {
    permissionOf: ({ body }) => {
      const name = dataTypeById((body as { dataType?: number } | undefined)?.dataType ?? 0);
      // A data type without an export gets its 400 from the handler rather than a 403.
      return (name && DATA_TYPES[name].exportKey) || 'signed-in';
    },
    handler: ({ tx, auth, body, request }) => {
      const name = dataTypeById(body.dataType)!;
      return queueExport(tx, auth, request, name, body.filters, 'Filters');
    },
  });
}

/** The job queue's calls: queue an export, page through the history, follow one job's progress. */
export async function fileJobRoutes(app: FastifyInstance) {
  defineQueueExportRoute(app, contracts.queueExport);

  defineRoute(app, contracts.getFileJobHistory, { handler: ({ tx, body }) => listFileJobs(tx, body) });

  defineRoute(app, contracts.getFileJobById, {
    handler: async ({ tx, query }) => {
      const job = await getFileJob(tx, query.id);
      if (!job) throw notFound(FILE_JOB_SERVER_MESSAGES.jobNotFound);
      return job;
    },
  });
}
