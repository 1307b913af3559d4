import type { FastifyInstance } from 'fastify';
import { FILE_JOB_SERVER_MESSAGES } from '../../../src/domain/file-job-messages';
import {
  DATA_TYPES,
  dataTypeById,
  fileJobHistoryBodySchema,
  fileJobHistorySchema,
  fileJobQueueBodySchema,
  fileJobSchema,
} from '../../../src/domain/file-jobs';
import { idQuerySchema } from '../../../src/domain/fields';
import { notFound } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { queueExport } from './export-route';
import { getFileJob, listFileJobs } from './file-jobs';

const tags = ['FileProcessQueue'];

/**
 * POST {url} { dataType, filters }: queues an export of the data type with its list's filters, behind that
 * data type's export key; answers the queued job. The file service's FileProcessQueue and the document
 * service's File (SPEC "POST File (export data)") are this one call at two paths.
 */
export function defineQueueExportRoute(app: FastifyInstance, url: string, routeTags: string[]): void {
  defineRoute(
    app,
    {
      method: 'POST',
      url,
      summary:
        'Queue an export of a data type with that list’s filters (as its GetAll takes them); answers the queued job',
      permission: {
        label: "the data type's export key (DATA_TYPES[dataType].exportKey)",
        of: ({ body }) => {
          const name = dataTypeById((body as { dataType?: number } | undefined)?.dataType ?? 0);
          // A data type without an export gets its 400 from the handler rather than a 403.
          return (name && DATA_TYPES[name].exportKey) || 'signed-in';
        },
      },
      body: fileJobQueueBodySchema,
      response: fileJobSchema,
      handler: ({ tx, auth, body, request }) => {
        const name = dataTypeById(body.dataType)!;
        return queueExport(tx, auth, request, name, body.filters, 'Filters');
      },
    },
    routeTags,
  );
}

/** The job queue's calls: queue an export, page through the history, follow one job's progress. */
export async function fileJobRoutes(app: FastifyInstance) {
  defineQueueExportRoute(app, '/FileProcessQueue', tags);

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
