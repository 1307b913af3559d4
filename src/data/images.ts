import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { IMAGE_FORM_KEYS, IMAGE_TYPE, imageUploadedSchema } from '../domain/images';
import { getImage, uploadImage } from '../domain/contracts/document/image';
import { callBlob, callUpload } from '../api/call';
import { isNoResponse, WriteQueuedError } from '../api/errors';
import { onSessionChange } from '../api/session';

const STORED_IMAGE = /^\/api\/document\/Image\/([0-9a-f-]{36})$/i;

/**
 * A picture needs the server: its address is made there, and the record that shows it must name that
 * address. So a save with a new picture is refused while offline, before anything is sent or queued.
 */
export class ImageNeedsConnectionError extends Error {
  override readonly name = 'ImageNeedsConnectionError';

  constructor() {
    super(
      'A new picture can be uploaded only while online. Nothing was saved: try again when the connection returns, or save without the new picture.',
    );
  }
}

/**
 * An upload is online only (its contract's offline policy): offline, or without an answer, it did not happen.
 * A worker from before that rule may still answer "kept": that too means the picture has no address yet.
 */
async function upload(body: FormData): Promise<z.infer<typeof imageUploadedSchema>> {
  if (!onlineManager.isOnline()) throw new ImageNeedsConnectionError();
  try {
    return imageUploadedSchema.parse(await callUpload(uploadImage, body));
  } catch (error) {
    if (error instanceof WriteQueuedError || isNoResponse(error)) throw new ImageNeedsConnectionError();
    throw error;
  }
}

/** Uploads a general image (multipart `model`) and returns the URL to save on the record. */
export async function uploadGeneralImage(file: File): Promise<string> {
  const body = new FormData();
  body.append(IMAGE_FORM_KEYS.general, file);
  const data = await upload(body);
  if (!data.url) throw new Error('The upload answered without an image address.');
  return data.url;
}

/** Uploads a user's picture (multipart `file` + ImageType 2) and returns the address to save on the user. */
export async function uploadUserImage(file: File): Promise<string> {
  const body = new FormData();
  body.append(IMAGE_FORM_KEYS.user, file);
  body.append(IMAGE_FORM_KEYS.imageType, String(IMAGE_TYPE.user));
  const data = await upload(body);
  if (!data.imageUrl) throw new Error('The upload answered without an image address.');
  return data.imageUrl;
}

/**
 * Object URLs of images already fetched. Stored images never change content (a new picture gets a new id),
 * so one fetch per page life is enough; the service worker's cache answers again when offline.
 */
const loaded = new Map<string, Promise<string>>();

onSessionChange((session) => {
  if (session) return;
  for (const pending of loaded.values()) void pending.then(URL.revokeObjectURL, () => undefined);
  loaded.clear();
});

function loadStoredImage(id: string): Promise<string> {
  let pending = loaded.get(id);
  if (!pending) {
    pending = callBlob(getImage, { params: { id } }).then((blob) => URL.createObjectURL(blob));
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending;
}

/**
 * What an <img> can show for an image URL. Uploaded images are served only with the bearer token, which an
 * <img> cannot send, so they are fetched through the API client and shown from an object URL; any other
 * address is used as it is. null while loading, or when the image cannot be loaded.
 */
export function useImageSrc(url: string | null | undefined): string | null {
  const id = url ? (STORED_IMAGE.exec(url)?.[1] ?? null) : null;
  const [resolved, setResolved] = useState<{ id: string; src: string } | null>(null);

  useEffect(() => {
    if (!id) return;
    let current = true;
    loadStoredImage(id).then(
      (src) => {
        if (current) setResolved({ id, src });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [id]);

  if (!url) return null;
  if (!id) return url;
  return resolved?.id === id ? resolved.src : null;
}
