/**
 * Camera photos are made small on the device before they travel: a tablet's 12-megapixel JPEG is 4-8 MB,
 * too much to keep in the offline outbox or send over a weak connection. The longest side becomes at most
 * 1600 px and the picture a JPEG at quality 0.8; if that is still over 2 MB the quality, then the size,
 * steps down until it fits.
 */
export const PHOTO_MAX_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;
export const PHOTO_MAX_BYTES = 2_000_000;
const MIN_QUALITY = 0.5;

export class ImageReadError extends Error {
  override readonly name = 'ImageReadError';
  constructor() {
    super('This picture could not be read. Take the photo again, or choose a JPEG or PNG picture.');
  }
}

/** The size that fits within `maxSide` on both sides, keeping the proportions; never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The decoded size of a base64 data URL, in bytes. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** createImageBitmap also applies the EXIF rotation of a phone photo; an <img> is the fallback. */
async function decode(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
    } catch {
      // Some browsers refuse the options object or the format; the <img> path below still may decode it.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    throw new ImageReadError();
  }
}

function draw(decoded: Decoded, width: number, height: number, quality: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ImageReadError();
  // JPEG has no transparency: a transparent PNG would turn black without a white ground.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(decoded.source, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', quality);
}

export interface ResizeOptions {
  maxSide?: number;
  quality?: number;
  maxBytes?: number;
}

/** The picture as a JPEG data URL, at most `maxSide` px on its longest side and `maxBytes` in size. */
export async function resizeImage(file: Blob, options: ResizeOptions = {}): Promise<string> {
  const { maxSide = PHOTO_MAX_SIDE, quality = PHOTO_QUALITY, maxBytes = PHOTO_MAX_BYTES } = options;
  const decoded = await decode(file);
  try {
    if (decoded.width === 0 || decoded.height === 0) throw new ImageReadError();
    let size = fitWithin(decoded.width, decoded.height, maxSide);
    let currentQuality = quality;
    for (;;) {
      const dataUrl = draw(decoded, size.width, size.height, currentQuality);
      if (!dataUrl.startsWith('data:image/jpeg')) throw new ImageReadError();
      if (dataUrlBytes(dataUrl) <= maxBytes) return dataUrl;
      if (currentQuality - 0.1 >= MIN_QUALITY - 1e-9)
        currentQuality = Math.round((currentQuality - 0.1) * 10) / 10;
      else if (Math.max(size.width, size.height) > 320)
        size = fitWithin(size.width, size.height, Math.round(Math.max(size.width, size.height) * 0.75));
      else throw new ImageReadError();
    }
  } finally {
    decoded.release();
  }
}
