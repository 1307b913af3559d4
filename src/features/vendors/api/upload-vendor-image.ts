import { api } from '../../../api/client';
import { WriteQueuedError } from '../../../api/errors';
import { toastInfo } from '../../../components/toast';
import { IMAGE_FORM_KEYS, imageUploadedSchema } from '../../../domain/images';
import { discardWrite } from '../../../offline/outbox';

/** POST document/Image (multipart `model`): stores a general image and returns the URL to save on the record. */
export async function uploadVendorImage(file: File): Promise<string> {
  const body = new FormData();
  body.append(IMAGE_FORM_KEYS.general, file);
  const data = imageUploadedSchema.parse(await api.document.post<unknown>('Image', body));
  if (!data.url) throw new Error('The upload answered without an image address.');
  return data.url;
}

/**
 * The vendor body with the newly chosen picture uploaded first. Offline the upload cannot give the address
 * the vendor must point at, so it is taken back out of the outbox and the vendor is saved without it; the
 * user is told to add the picture again once online.
 */
export async function withUploadedImage<Body extends { imageUrl?: string | null }>(
  body: Body,
  file: File | null,
): Promise<Body> {
  if (!file) return body;
  try {
    return { ...body, imageUrl: await uploadVendorImage(file) };
  } catch (error) {
    if (!(error instanceof WriteQueuedError)) throw error;
    await discardWrite(error.idempotencyKey);
    toastInfo(
      'The other changes are kept and will be sent; add the picture again once online.',
      'Picture not uploaded',
    );
    return body;
  }
}
