/** What the first bytes of a file say it is; the name alone proves nothing. */
export interface ImageFormat {
  extension: 'jpg' | 'png' | 'gif' | 'bmp';
  contentType: string;
}

/** The media types detectImageFormat answers, as a stored picture is served. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'] as const;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** BITMAPCOREHEADER, BITMAPINFOHEADER and its later versions. */
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function startsWith(content: Buffer, bytes: number[]): boolean {
  return content.length >= bytes.length && bytes.every((byte, i) => content[i] === byte);
}

export function detectImageFormat(content: Buffer): ImageFormat | null {
  if (startsWith(content, JPEG)) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(content, PNG)) return { extension: 'png', contentType: 'image/png' };
  const head = content.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { extension: 'gif', contentType: 'image/gif' };
  if (head.startsWith('BM') && content.length >= 26 && BMP_HEADER_SIZES.has(content.readUInt32LE(14))) {
    return { extension: 'bmp', contentType: 'image/bmp' };
  }
  return null;
}
