import type { FastifyInstance } from 'fastify';
import { FILE_JOB_SERVER_MESSAGES } from '../../../src/domain/file-job-messages';
import { queueExportContract } from '../../../src/domain/contracts/file/queue-export';
import {
  DATA_TYPES,
  dataTypeById,
  fileJobHistoryBodySchema,
  fileJobHistorySchema,
  fileJobSchema,
} from '../../../src/domain/file-jobs';
import { idQuerySchema } from '../../../src/domain/fields';
import { notFound } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { queueExport } from './export-route';
import { getFileJob, listFileJobs } from './file-jobs';

const tags = ['FileProcessQueue'];

/**
 * The queue export call (queueExportContract in src/domain/contracts/file) at the path its contract names:
 * the file service's FileProcessQueue, or the document service's File.
 */
export function defineQueueExportRoute(
  app: FastifyInstance,
  contract: ReturnType<typeof queueExportContract>,
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
  defineQueueExportRoute(app, queueExportContract('file', 'FileProcessQueue'));

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/FileProcessQueue/GetFileProcessQueueHistory',
      summary: 'Imports or exports of one data type, newest first, each with its status history',
      permission: 'importExport.view',
      body: fileJobHistoryBodySchema,
      response: fileJobHistorySchema,
      handler: ({ tx, body }) => listFileJobs(tx, body),
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/FileProcessQueue/GetById',
      summary: 'One import or export with its progress and status history (poll it while it runs)',
      permission: 'importExport.view',
      query: idQuerySchema,
      response: fileJobSchema,
      handler: async ({ tx, query }) => {
        const job = await getFileJob(tx, query.id);
        if (!job) throw notFound(FILE_JOB_SERVER_MESSAGES.jobNotFound);
        return job;
      },
    },
    tags,
  );
}
