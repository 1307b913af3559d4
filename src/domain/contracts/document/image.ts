import { z } from 'zod';
import { imageUploadedSchema } from '../../images';
import { onlineOnly, read } from '../../offline-action-kit';
import { fileAnswer } from '../file-answer';
import { defineContract } from '../kit';

const service = 'document';

/** Multipart: the server reads the parts itself (no body schema); see `callUpload`. */
export const uploadImage = defineContract({
  service,
  method: 'POST',
  path: 'Image',
  summary:
    'Upload an image (multipart: `model`, or `file` with ImageType 2 for a user picture); jpg, jpeg, bmp, gif, png up to 5 MB',
  permission: 'signed-in',
  response: imageUploadedSchema,
  errors: [413],
  offline: onlineOnly,
});

export const getImage = defineContract({
  service,
  method: 'GET',
  path: 'Image/{id}',
  summary:
    'An uploaded image, to callers of the same organisation; cacheable forever (ids never get new content)',
  permission: 'signed-in',
  params: z.strictObject({ id: z.uuid() }),
  response: fileAnswer,
  // A stored picture never changes (a new one gets a new id): what was seen is shown offline.
  offline: read,
});
