import { describe, expect, it } from 'vitest';
import { detectImageFormat } from './image-content';

function bmp(headerSize: number): Buffer {
  const content = Buffer.alloc(64);
  content.write('BM', 0, 'latin1');
  content.writeUInt32LE(headerSize, 14);
  return content;
}

describe('detectImageFormat', () => {
  it('recognises jpeg, png, gif and bmp by their first bytes', () => {
    expect(detectImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.contentType).toBe('image/jpeg');
    expect(
      detectImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.extension,
    ).toBe('png');
    expect(detectImageFormat(Buffer.from('GIF89a....', 'latin1'))?.extension).toBe('gif');
    expect(detectImageFormat(bmp(40))?.extension).toBe('bmp');
  });

  it('refuses anything else, including text that merely starts with BM', () => {
    expect(detectImageFormat(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageFormat(Buffer.from('BM is not a bitmap header at all, just text'))).toBeNull();
    expect(detectImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
