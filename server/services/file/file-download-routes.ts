import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { downloadFileJob, getSampleFile } from '../../../src/domain/contracts/file/index';
import { FILE_JOB_SERVER_MESSAGES } from '../../../src/domain/file-job-messages';
import { DATA_TYPES, dataTypeById } from '../../../src/domain/file-jobs';
import { fileJob } from '../../db/schema/index';
import { defineDownloadRoute } from '../../lib/define-download-route';
import { fieldError, notFound } from '../../lib/http-errors';
import { importOf } from './data-types/registry';
import { storedPath } from './file-storage';
import { sampleWorkbook } from './sheets/template';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = 'text/csv';
const CONTENT_TYPES: Record<string, string> = { xlsx: XLSX, csv: `${CSV}; charset=utf-8` };
/** SPEC section 7: the sample workbook is named template.xlsx. */
const SAMPLE_FILE_NAME = 'template.xlsx';

/** Files of the queue: a job's result, and the sample workbook of a data type. */
export async function fileDownloadRoutes(app: FastifyInstance) {
  defineDownloadRoute(app, downloadFileJob, {
    contentTypes: [XLSX, CSV],
    handler: async ({ tx, query }) => {
      const [job] = await tx
        .select({ path: fileJob.resultPath, name: fileJob.resultFileName })
        .from(fileJob)
        .where(eq(fileJob.id, query.id));
      if (!job) throw notFound(FILE_JOB_SERVER_MESSAGES.jobNotFound);
      if (!job.path || !job.name) throw notFound(FILE_JOB_SERVER_MESSAGES.noResultFile);
      const extension = job.path.split('.').pop() ?? 'xlsx';
      return {
        fileName: job.name,
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        source: { path: storedPath(app.config.dataDir, job.path) },
      };
    },
  });

  defineDownloadRoute(app, getSampleFile, {
    permissionOf: ({ query }) => {
      const name = dataTypeById(Number((query as { dataType?: unknown } | undefined)?.dataType));
      return (name && DATA_TYPES[name].importKey) || 'signed-in';
    },
    contentTypes: [XLSX],
    handler: async ({ tx, query }) => {
      const name = dataTypeById(query.dataType)!;
      const definition = importOf(name);
      if (!definition)
        throw fieldError('DataType', FILE_JOB_SERVER_MESSAGES.notImportable(DATA_TYPES[name].label));
      const content = await sampleWorkbook(tx, DATA_TYPES[name].label, definition.columns);
      return { fileName: SAMPLE_FILE_NAME, contentType: XLSX, source: { content } };
    },
  });
}
