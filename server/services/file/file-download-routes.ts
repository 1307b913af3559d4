import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FILE_JOB_SERVER_MESSAGES } from '../../../src/domain/file-job-messages';
import { DATA_TYPES, DATA_TYPE_IDS, dataTypeById } from '../../../src/domain/file-jobs';
import { idQuerySchema } from '../../../src/domain/fields';
import { fileJob } from '../../db/schema/index';
import { defineDownloadRoute } from '../../lib/define-download-route';
import { fieldError, notFound } from '../../lib/http-errors';
import { importOf } from './data-types/registry';
import { storedPath } from './file-storage';
import { sampleWorkbook } from './sheets/template';

const tags = ['FileProcessQueue'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = 'text/csv';
const CONTENT_TYPES: Record<string, string> = { xlsx: XLSX, csv: `${CSV}; charset=utf-8` };
/** SPEC section 7: the sample workbook is named template.xlsx. */
const SAMPLE_FILE_NAME = 'template.xlsx';

const sampleQuerySchema = z.strictObject({
  dataType: z.coerce
    .number()
    .int()
    .refine((id) => DATA_TYPE_IDS.includes(id as never), 'must be a known data type'),
  organisationId: z.uuid().optional(),
});

/** Files of the queue: a job's result, and the sample workbook of a data type. */
export async function fileDownloadRoutes(app: FastifyInstance) {
  defineDownloadRoute(
    app,
    {
      url: '/FileProcessQueue/Download',
      summary:
        'The job’s file: the export, or for an import the workbook of rejected rows (their row numbers and errors)',
      permission: 'importExport.view',
      query: idQuerySchema,
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
    },
    tags,
  );

  defineDownloadRoute(
    app,
    {
      url: '/SampleFile/Get',
      summary:
        'The sample workbook of a data type (template.xlsx): its columns, an example row and the allowed values as drop-down lists',
      permission: {
        label: "the data type's import key (DATA_TYPES[dataType].importKey)",
        of: ({ query }) => {
          const name = dataTypeById(Number((query as { dataType?: unknown } | undefined)?.dataType));
          return (name && DATA_TYPES[name].importKey) || 'signed-in';
        },
      },
      query: sampleQuerySchema,
      contentTypes: [XLSX],
      handler: async ({ tx, query }) => {
        const name = dataTypeById(query.dataType)!;
        const definition = importOf(name);
        if (!definition)
          throw fieldError('DataType', FILE_JOB_SERVER_MESSAGES.notImportable(DATA_TYPES[name].label));
        const content = await sampleWorkbook(tx, DATA_TYPES[name].label, definition.columns);
        return { fileName: SAMPLE_FILE_NAME, contentType: XLSX, source: { content } };
      },
    },
    tags,
  );
}
