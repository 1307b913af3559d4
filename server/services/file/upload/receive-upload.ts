import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_LIMITS } from '../../../../src/domain/file-jobs';
import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import { MESSAGES } from '../../../../src/domain/messages';
import { HttpError, badRequest, fieldError } from '../../../lib/http-errors';
import { measuring } from '../../../lib/measuring-stream';
import { checkUploadFileName, unknownFieldsError } from '../../../lib/upload-checks';
import { incomingFile } from '../file-storage';

/** The multipart field an import reads its file from. */
export const IMPORT_FILE_FIELD = 'file';
const FIELD_KEYS: readonly string[] = ['organisationId'];

export interface ReceivedUpload {
  fileName: string;
  /** Where the upload waits on disk until a job takes it (or the request ends and it is removed). */
  path: string;
  size: number;
  sha256: string;
  fields: Record<string, string>;
}

function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'File too large', FILE_JOB_SERVER_MESSAGES.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one file per request.');
  return badRequest('The upload could not be read as multipart form data.');
}

/** Streams the file to disk, hashing it on the way, so memory stays flat whatever the file's size. */
async function store(stream: NodeJS.ReadableStream, path: string): Promise<{ size: number; sha256: string }> {
  const measure = measuring();
  const file = fs.createWriteStream(path, { flags: 'wx' });
  const closed = new Promise<void>((resolve) => file.once('close', () => resolve()));
  try {
    await pipeline(stream, measure.transform, file);
  } catch (error) {
    // A body cut off early fails the pipeline while the file may still be opening: wait until it is closed,
    // or removing it now would race the open that creates it.
    await closed;
    await fs.promises.rm(path, { force: true });
    throw error;
  }
  const { bytes, sha256 } = measure.result();
  return { size: bytes, sha256 };
}

/**
 * Receives an import's multipart body before the route's transaction starts (no transaction waits on a slow
 * upload): one file under `file`, written to DATA_DIR/files/incoming. Returns null when no file came. A
 * partial file is removed when receiving fails.
 */
export async function receiveUpload(
  request: FastifyRequest,
  dataDir: string,
): Promise<ReceivedUpload | null> {
  const fields: Record<string, string> = {};
  let received: ReceivedUpload | null = null;
  let path: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1, fields: 10, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== IMPORT_FILE_FIELD) throw unknownFieldsError([part.fieldname]);
      checkUploadFileName(part.filename);
      path = await incomingFile(dataDir);
      const stored = await store(part.file, path);
      received = { fileName: part.filename, path, ...stored, fields };
    }
  } catch (error) {
    if (path) await fs.promises.rm(path, { force: true });
    throw uploadError(error);
  }
  const unknown = Object.keys(fields).filter((key) => !FIELD_KEYS.includes(key));
  if (unknown.length) {
    if (path) await fs.promises.rm(path, { force: true });
    throw unknownFieldsError(unknown);
  }
  if (received && received.size === 0) {
    await fs.promises.rm(received.path, { force: true });
    throw fieldError('File', MESSAGES.fileRequired);
  }
  return received;
}
