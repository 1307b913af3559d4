import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IMAGE_FORM_KEYS, IMAGE_MAX_BYTES, IMAGE_MAX_LABEL, IMAGE_TYPE } from '../../../src/domain/images';
import { MESSAGES, SERVER_MESSAGES } from '../../../src/domain/messages';
import { hasImageExtension } from '../../../src/domain/validation';
import { HttpError, badRequest, fieldError } from '../../lib/http-errors';
import { checkUploadFileName, unknownFieldsError } from '../../lib/upload-checks';
import type { ImageFormat } from './image-content';
import { detectImageFormat } from './image-content';

export interface ImageUpload {
  kind: (typeof IMAGE_TYPE)[keyof typeof IMAGE_TYPE];
  fileName: string;
  content: Buffer;
  format: ImageFormat;
}

interface RawUpload {
  field: string;
  fileName: string;
  content: Buffer;
  fields: Record<string, string>;
}

const FILE_KEYS: readonly string[] = [IMAGE_FORM_KEYS.general, IMAGE_FORM_KEYS.user];
const FIELD_KEYS: readonly string[] = [IMAGE_FORM_KEYS.imageType, 'organisationId'];
const received = new WeakMap<FastifyRequest, RawUpload>();

function uploadError(error: unknown): HttpError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new HttpError(413, 'File too large', SERVER_MESSAGES.imageTooLarge(IMAGE_MAX_LABEL));
  if (code === 'FST_FILES_LIMIT') return badRequest('Send one image per request.');
  return badRequest('The upload could not be read as multipart form data.');
}

/**
 * Reads the multipart body into memory before the route's transaction starts, so no database transaction
 * waits on a slow upload. The request body becomes the form fields plus the file's name, size and hash:
 * what the tenant guard and the Idempotency-Key hash look at.
 */
export async function receiveUpload(request: FastifyRequest): Promise<void> {
  if (!request.auth || !request.isMultipart()) return;
  const fields: Record<string, string> = {};
  let file: Omit<RawUpload, 'fields'> | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'file')
        file = { field: part.fieldname, fileName: part.filename, content: await part.toBuffer() };
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) return;
  received.set(request, { ...file, fields });
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  request.body = {
    ...fields,
    file: { field: file.field, name: file.fileName, size: file.content.length, sha256 },
  };
}

/**
 * The checked upload: one image under `model` or `file`, an allowed extension, content that really is such
 * an image. A user image is ImageType 2 (or the `file` key); anything else is a general image.
 */
export function takeUpload(request: FastifyRequest): ImageUpload {
  const raw = received.get(request);
  if (!raw) throw fieldError('File', MESSAGES.fileRequired);
  const unknown = Object.keys(raw.fields).filter((key) => !FIELD_KEYS.includes(key));
  if (!FILE_KEYS.includes(raw.field)) unknown.push(raw.field);
  if (unknown.length) {
    throw unknownFieldsError(unknown);
  }
  checkUploadFileName(raw.fileName);
  const imageType = raw.fields[IMAGE_FORM_KEYS.imageType];
  if (imageType !== undefined && !/^\d{1,3}$/.test(imageType)) {
    throw fieldError(IMAGE_FORM_KEYS.imageType, 'ImageType must be a whole number');
  }
  if (!hasImageExtension(raw.fileName)) throw fieldError('File', MESSAGES.fileExtensionNotSupported);
  const format = detectImageFormat(raw.content);
  if (!format) throw fieldError('File', SERVER_MESSAGES.imageContentNotSupported);
  const isUser = Number(imageType) === IMAGE_TYPE.user || raw.field === IMAGE_FORM_KEYS.user;
  return {
    kind: isUser ? IMAGE_TYPE.user : IMAGE_TYPE.general,
    fileName: raw.fileName,
    content: raw.content,
    format,
  };
}
