import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataUrlBytes, fitWithin, ImageReadError, PHOTO_MAX_BYTES, resizeImage } from './image-resize';

/**
 * jsdom cannot decode or draw pictures. The camera picture here is a stand-in bitmap of a 4000 x 3000 photo,
 * and the canvas records what is drawn and answers a JPEG whose size follows the quality asked for, so the
 * test covers the sizing and the stepping down; the end-to-end journey runs the same code in Chromium.
 */
interface Export {
  width: number;
  height: number;
  type: string | undefined;
  quality: number | undefined;
}

const exports: Export[] = [];
const drawn: unknown[][] = [];
let bytesAt: (quality: number, width: number) => number = () => 300_000;

function jpegOf(bytes: number): string {
  return `data:image/jpeg;base64,${'A'.repeat(Math.ceil((bytes * 4) / 3))}`;
}

beforeEach(() => {
  bytesAt = () => 300_000;
  exports.length = 0;
  drawn.length = 0;
  const context = new Proxy({} as CanvasRenderingContext2D, {
    get: (target, property) =>
      property === 'drawImage'
        ? (...args: unknown[]) => drawn.push(args)
        : property in target
          ? target[property as keyof CanvasRenderingContext2D]
          : () => undefined,
    set: (target, property, value) => Reflect.set(target, property, value),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
    quality?: unknown,
  ) {
    exports.push({ width: this.width, height: this.height, type, quality: quality as number });
    return jpegOf(bytesAt(quality as number, this.width));
  });
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 4000, height: 3000, close: vi.fn() })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const photo = () => new File([new Uint8Array(16)], 'IMG_0042.jpg', { type: 'image/jpeg' });

describe('fitWithin', () => {
  it('brings the longest side down to 1600 px, keeping the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4032, 1908)).toEqual({ width: 1600, height: 757 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('dataUrlBytes', () => {
  it('counts the decoded bytes of a base64 data URL', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/png;base64,AA==')).toBe(1);
  });
});

describe('resizeImage', () => {
  it('draws a 4000 x 3000 camera photo at 1600 x 1200 as a JPEG of quality 0.8', async () => {
    const dataUrl = await resizeImage(photo());
    expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(exports).toEqual([{ width: 1600, height: 1200, type: 'image/jpeg', quality: 0.8 }]);
    expect(drawn[0]?.slice(1)).toEqual([0, 0, 1600, 1200]);
    expect(createImageBitmap).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
  });

  it('lowers the quality until the picture is under 2 MB', async () => {
    bytesAt = (quality) => (quality > 0.65 ? 2_400_000 : 1_500_000);
    const dataUrl = await resizeImage(photo());
    expect(exports.map((entry) => entry.quality)).toEqual([0.8, 0.7, 0.6]);
    expect(dataUrlBytes(dataUrl)).toBeLessThanOrEqual(PHOTO_MAX_BYTES);
  });

  it('then makes it smaller when the lowest quality is still too large', async () => {
    bytesAt = (_quality, width) => (width > 1300 ? 2_400_000 : 900_000);
    await resizeImage(photo());
    expect(exports.map((entry) => [entry.width, entry.quality])).toEqual([
      [1600, 0.8],
      [1600, 0.7],
      [1600, 0.6],
      [1600, 0.5],
      [1200, 0.5],
    ]);
  });

  it('says so when the picture cannot be read', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('not a picture'))),
    );
    // The <img> fallback does not decode it either.
    const decode = vi.fn(async () => Promise.reject(new Error('cannot decode')));
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: decode, configurable: true });
    URL.createObjectURL ??= () => 'blob:picture';
    URL.revokeObjectURL ??= () => undefined;
    await expect(resizeImage(new File(['text'], 'notes.jpg', { type: 'image/jpeg' }))).rejects.toBeInstanceOf(
      ImageReadError,
    );
    expect(decode).toHaveBeenCalled();
  });
});
