import type { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toPascalCase } from '../../../src/domain/envelope';
import { FILE_JOB_SERVER_MESSAGES } from '../../../src/domain/file-job-messages';
import { exportContract, type ExportedDataType } from '../../../src/domain/contracts/file/sheet-calls';
import { DATA_TYPES, OPERATION_TYPES } from '../../../src/domain/file-jobs';
import type { DataTypeName, FileJob } from '../../../src/domain/file-jobs';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import type { AuthContext } from '../../auth/context';
import type { Tx } from '../../db/client';
import { newId } from '../../crypto';
import { fieldLabel } from '../../lib/field-errors';
import { badRequest, fieldError } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { sendAfterResponse } from '../../lib/after-response';
import { FILE_JOB_QUEUE } from './processing/file-job-queue';
import { exportOf } from './data-types/registry';
import { insertFileJob } from './file-jobs';

/**
 * Queues an export of the data type with the list's filters, as the caller: the filters are checked with
 * the list call's own schema (and against the database) now, so a bad filter answers 400 instead of a
 * failed job. The job runs after the response, once this transaction has committed.
 */
export async function queueExport(
  tx: Tx,
  auth: AuthContext,
  request: FastifyRequest,
  dataType: DataTypeName,
  filters: unknown,
  prefix = '',
): Promise<FileJob> {
  const { id: dataTypeId, label, exportFormat } = DATA_TYPES[dataType];
  const definition = exportOf(dataType);
  if (!definition) throw fieldError('DataType', FILE_JOB_SERVER_MESSAGES.notExportable(label));
  const parsed = definition.filterSchema.safeParse(filters);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => {
      const path = issue.path.map((part) => toPascalCase(String(part)));
      return {
        field: [prefix, ...path].filter(Boolean).join('.'),
        message: `${fieldLabel(String(issue.path.at(-1) ?? 'filters'))} ${issue.message}`,
      };
    });
    throw badRequest(SERVER_MESSAGES.validationFailed, errors);
  }
  await definition.check(tx, parsed.data);
  // Paging belongs to the list screen; an export takes every row the filters match.
  const { page: _page, pageSize: _pageSize, ...stored } = parsed.data as Record<string, unknown>;
  const id = newId();
  const job = await insertFileJob(tx, auth, {
    id,
    dataType: dataTypeId,
    operationType: OPERATION_TYPES.export,
    fileName: definition.fileName
      ? await definition.fileName(tx, parsed.data)
      : `${label} ${new Date().toISOString().slice(0, 10)}.${exportFormat}`,
    filters: stored,
  });
  sendAfterResponse(request, {
    queue: FILE_JOB_QUEUE,
    data: { organisationId: auth.organisationId, jobId: id },
    singletonKey: id,
  });
  return job;
}

/**
 * Registers a data type's export call at its path in DATA_TYPES: the body is the list call's filter body. Its
 * contract is the data type's exportContract (src/domain/contracts/file/sheet-calls.ts) over the export's
 * filter schema, the one its service declares where it has one.
 */
export function defineExportRoute<N extends ExportedDataType>(
  app: FastifyInstance,
  dataType: N,
  contract?: ReturnType<typeof exportContract<N, z.ZodType>>,
): void {
  const definition = exportOf(dataType);
  if (!definition) throw new Error(`${dataType} has no export`);
  defineRoute(app, contract ?? exportContract(dataType, definition.filterSchema), {
    handler: ({ tx, auth, body, request }) => queueExport(tx, auth, request, dataType, body),
  });
}
