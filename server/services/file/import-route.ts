import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DATA_TYPES, IMPORT_LIMITS, OPERATION_TYPES } from '../../../src/domain/file-jobs';
import { importContract, type ImportedDataType } from '../../../src/domain/contracts/file/sheet-calls';
import { MESSAGES } from '../../../src/domain/messages';
import { newId } from '../../crypto';
import { fieldError, forbidden } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';
import { holdsNow } from '../../lib/route-guard';
import { sendAfterResponse } from '../../lib/after-response';
import { FILE_JOB_QUEUE } from './processing/file-job-queue';
import { importOf } from './data-types/registry';
import { insertFileJob } from './file-jobs';
import { jobFile, storedPath } from './file-storage';
import type { InspectedUpload } from './upload/inspect-upload';
import { inspectUpload } from './upload/inspect-upload';
import type { ReceivedUpload } from './upload/receive-upload';
import { receiveUpload } from './upload/receive-upload';

interface CheckedUpload {
  received: ReceivedUpload;
  inspected: InspectedUpload | null;
}

const uploads = new WeakMap<FastifyRequest, CheckedUpload>();

/**
 * Registers a data type's import call (multipart, the file under `file`) at its path in DATA_TYPES, in the
 * service it is called on. Before the route's transaction the upload is streamed to disk and checked
 * (content, zip bomb, row limit, required columns): a refused file answers 400 and leaves nothing behind.
 * The route then goes through defineRoute like any write, so permission, tenancy and Idempotency-Key
 * apply: a retry with the same key and file answers the first job and starts no second one. It answers at
 * once with the queued job; the rows are read by the job engine. Its contract is the data type's
 * importContract (src/domain/contracts/file/sheet-calls.ts), the one its service declares where it has one.
 */
export function defineImportRoute<N extends ImportedDataType>(
  app: FastifyInstance,
  dataType: N,
  contract: ReturnType<typeof importContract<N>> = importContract(dataType),
): void {
  const { id: dataTypeId, importKey } = DATA_TYPES[dataType];
  const definition = importOf(dataType);
  if (!definition) throw new Error(`${dataType} has no import`);

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1 },
      throwFileSizeLimit: true,
    });

    scope.addHook('preHandler', async (request) => {
      // Someone who may not import gets the route's 401 or 403 without the server reading their file.
      if (!request.isMultipart() || !(await holdsNow(request, importKey))) return;
      if (!request.auth || definition.callerRefusal?.(request.auth)) return;
      const received = await receiveUpload(request, app.config.dataDir);
      if (!received) return;
      const checked: CheckedUpload = { received, inspected: null };
      uploads.set(request, checked);
      // A refused file is gone before the refusal is sent.
      checked.inspected = await inspectUpload(received.path, received.fileName, definition.columns).catch(
        async (error: unknown) => {
          await fs.promises.rm(received.path, { force: true });
          throw error;
        },
      );
      // What the tenancy guard and the Idempotency-Key hash look at: the form fields and the file's identity.
      request.body = {
        ...received.fields,
        file: { name: received.fileName, size: received.size, sha256: received.sha256 },
      };
    });

    // An upload no job took (refused, replayed, failed) is removed once the request has ended.
    scope.addHook('onResponse', async (request) => {
      const checked = uploads.get(request);
      if (checked) await fs.promises.rm(checked.received.path, { force: true });
    });

    defineRoute(scope, contract, {
      handler: async ({ tx, auth, request }) => {
        const refusal = definition.callerRefusal?.(auth);
        if (refusal) throw forbidden(refusal);
        const checked = uploads.get(request);
        if (!checked?.inspected) throw fieldError('File', MESSAGES.fileRequired);
        const { received, inspected } = checked;
        const id = newId();
        const uploadPath = await jobFile(
          app.config.dataDir,
          auth.organisationId,
          id,
          `upload.${inspected.format}`,
        );
        const job = await insertFileJob(tx, auth, {
          id,
          dataType: dataTypeId,
          operationType: OPERATION_TYPES.import,
          fileName: received.fileName.slice(0, 255),
          uploadPath,
          rowsTotal: inspected.dataRows,
        });
        // Moved once the job's row is in (a request started over before it still has its upload).
        await fs.promises.rename(received.path, storedPath(app.config.dataDir, uploadPath));
        sendAfterResponse(request, {
          queue: FILE_JOB_QUEUE,
          data: { organisationId: auth.organisationId, jobId: id },
          singletonKey: id,
        });
        return job;
      },
    });
  });
}
