import { ImageNeedsConnectionError, uploadGeneralImage } from '../../../data/images';
import { toastInfo } from '../../../notices/toast';

/** Vendors keep a general image (their picture or logo). */
export const uploadVendorImage = uploadGeneralImage;

/**
 * The vendor body with the newly chosen picture uploaded first. Offline the upload (online only) cannot give
 * the address the vendor must point at, so the vendor is saved without it; the user is told to add the
 * picture again once online.
 */
export async function withUploadedImage<Body extends { imageUrl?: string | null }>(
  body: Body,
  file: File | null,
): Promise<Body> {
  if (!file) return body;
  try {
    return { ...body, imageUrl: await uploadVendorImage(file) };
  } catch (error) {
    if (!(error instanceof ImageNeedsConnectionError)) throw error;
    toastInfo(
      'The other changes are kept and will be sent; add the picture again once online.',
      'Picture not uploaded',
    );
    return body;
  }
}
