import { vi } from 'vitest';

export const STUB_PNG = 'data:image/png;base64,iVBORw0KGgo=';
export const STUB_JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

/**
 * For component tests: jsdom has no canvas drawing. Every drawing call is accepted, the signature pad's PNG
 * export and the photo downscaler's JPEG export return fixed data URLs, and a picture decodes as a
 * 4000 x 3000 camera photo. Undo with vi.restoreAllMocks() and vi.unstubAllGlobals().
 */
export function stubCanvas(): void {
  const context = new Proxy({} as CanvasRenderingContext2D, {
    get: (target, key) => (key in target ? target[key as keyof CanvasRenderingContext2D] : () => undefined),
    set: (target, key, value) => Reflect.set(target, key, value),
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation((type?: string) =>
    type === 'image/jpeg' ? STUB_JPEG : STUB_PNG,
  );
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width: 4000, height: 3000, close: () => undefined })),
  );
}
