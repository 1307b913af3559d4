import { idQuerySchema } from '../../fields';
import {
  fileJobHistoryBodySchema,
  fileJobHistorySchema,
  fileJobSchema,
  sampleFileQuerySchema,
} from '../../file-jobs';
import { onlineOnly } from '../../offline-action-kit';
import { fileAnswer } from '../file-answer';
import { byRequest, defineContract } from '../kit';
import { queueExportContract } from './queue-export';

const service = 'file';
const tags = ['FileProcessQueue'];

// Exports, downloads and job status need the server: the file service is online only.

export const queueExport = queueExportContract(service, 'FileProcessQueue');

export const getFileJobHistory = defineContract({
  service,
  method: 'POST',
  path: 'FileProcessQueue/GetFileProcessQueueHistory',
  summary: 'Imports or exports of one data type, newest first, each with its status history',
  permission: 'importExport.view',
  body: fileJobHistoryBodySchema,
  response: fileJobHistorySchema,
  offline: onlineOnly,
});

export const getFileJobById = defineContract({
  service,
  method: 'GET',
  path: 'FileProcessQueue/GetById',
  summary: 'One import or export with its progress and status history (poll it while it runs)',
  permission: 'importExport.view',
  query: idQuerySchema,
  response: fileJobSchema,
  offline: onlineOnly,
});

export const downloadFileJob = defineContract({
  service,
  method: 'GET',
  path: 'FileProcessQueue/Download',
  summary:
    'The job’s file: the export, or for an import the workbook of rejected rows (their row numbers and errors)',
  permission: 'importExport.view',
  query: idQuerySchema,
  response: fileAnswer,
  offline: onlineOnly,
});

export const getSampleFile = defineContract({
  service,
  method: 'GET',
  path: 'SampleFile/Get',
  tags,
  summary:
    'The sample workbook of a data type (template.xlsx): its columns, an example row and the allowed values as drop-down lists',
  permission: byRequest("the data type's import key (DATA_TYPES[dataType].importKey)"),
  query: sampleFileQuerySchema,
  response: fileAnswer,
  offline: onlineOnly,
});
