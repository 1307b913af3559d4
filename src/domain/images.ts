import { z } from 'zod';

/** ImageType of POST /api/document/Image: 2 is a user's picture, anything else a general image. */
export const IMAGE_TYPE = { general: 1, user: 2 } as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_LABEL = '5 MB';

/** Form keys of the multipart upload (SPEC section 3). */
export const IMAGE_FORM_KEYS = { general: 'model', user: 'file', imageType: 'ImageType' } as const;

/** Served back at this path (GET, same organisation only). */
export function imagePath(id: string): string {
  return `/api/document/Image/${id}`;
}

/**
 * `data` of the upload response: `url` for a general image, `imageUrl` for a user image (which is also
 * repeated at the top level of the response, where the reference client reads it).
 */
export const imageUploadedSchema = z.object({
  id: z.uuid(),
  url: z.string().optional(),
  imageUrl: z.string().optional(),
});
export type ImageUploaded = z.infer<typeof imageUploadedSchema>;

/** A stored or uploaded image sent inline (works offline through the outbox): a data URL of a picture. */
export const IMAGE_DATA_URL_MAX = 3_000_000;
export const imageDataUrl = z
  .string()
  .max(IMAGE_DATA_URL_MAX, 'the picture is too large (at most about 2 MB)')
  .regex(
    /^data:image\/(png|jpeg|jpg|gif|bmp);base64,[A-Za-z0-9+/=]+$/,
    'must be a picture (png, jpeg, gif or bmp)',
  );
