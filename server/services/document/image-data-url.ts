import { IMAGE_MAX_BYTES, IMAGE_TYPE, imagePath } from '../../../src/domain/images';
import { SERVER_MESSAGES } from '../../../src/domain/messages';
import type { AuthContext } from '../../auth/context';
import type { Executor } from '../../db/client';
import { image } from '../../db/schema/index';
import { newId } from '../../crypto';
import { fieldError } from '../../lib/http-errors';
import { detectImageFormat } from './image-content';
import { removeImageFile, saveImageFile } from './image-storage';

/**
 * Stores a picture sent inline as a data URL (a photo or signature recorded in the field, which travels
 * through the offline outbox as JSON) like an uploaded image, and returns its path. The content must be a
 * picture whatever the URL claims. A file written for a transaction that later rolls back stays unreferenced
 * on disk; it is never served, since only the image row makes it reachable.
 */
export async function storeDataUrlImage(
  tx: Executor,
  dataDir: string,
  auth: AuthContext,
  dataUrl: string,
  field: string,
): Promise<string> {
  const content = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const format = detectImageFormat(content);
  if (!format || content.length > IMAGE_MAX_BYTES)
    throw fieldError(field, SERVER_MESSAGES.pictureNotReadable);
  const id = newId();
  const storagePath = await saveImageFile(dataDir, auth.organisationId, id, format.extension, content);
  try {
    await tx.insert(image).values({
      organisationId: auth.organisationId,
      id,
      kind: IMAGE_TYPE.general,
      contentType: format.contentType,
      size: content.length,
      storagePath,
      originalName: `${id}.${format.extension}`,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    });
  } catch (error) {
    await removeImageFile(dataDir, storagePath);
    throw error;
  }
  return imagePath(id);
}
