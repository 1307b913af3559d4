/**
 * Writes the app icons into public/ as real PNG files (and a PNG-in-ICO favicon) using only Node's
 * built-in modules, so the icons can be regenerated without an image toolchain:
 *   npx tsx sw/tools/generate-icons.ts
 * The glyph is a map pin; the maskable variant keeps it inside the central safe circle (radius 40 %).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgba = readonly [number, number, number, number];
const BRAND: Rgba = [0x09, 0x92, 0x68, 255]; // Mantine teal.8, the theme's primary shade
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];
const SAMPLES = 4;

interface IconShape {
  /** Corner radius of the background as a share of the size; 0 is a full-bleed square. */
  corner: number;
  /** Pin height as a share of the size. */
  pin: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size: number, pixels: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function insideRoundedSquare(x: number, y: number, radius: number): boolean {
  const dx = Math.max(radius - x, 0, x - (1 - radius));
  const dy = Math.max(radius - y, 0, y - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/** Pin of height `h` centred in the unit square: a head circle joined to a tip by its tangent lines. */
function pinPart(x: number, y: number, h: number): 'head' | 'hole' | null {
  const r = h * 0.36;
  const cx = 0.5;
  const cy = 0.5 - h / 2 + r;
  const tipY = 0.5 + h / 2;
  const d2 = (x - cx) ** 2 + (y - cy) ** 2;
  if (d2 <= (r * 0.42) ** 2) return 'hole';
  if (d2 <= r * r) return 'head';
  const distance = tipY - cy;
  // Below the tangent points the outline is the two tangent lines; above them it is the circle.
  if (y < cy + (r * r) / distance || y > tipY) return null;
  const halfAngle = Math.asin(r / distance);
  const angle = Math.atan2(Math.abs(x - cx), tipY - y);
  return angle <= halfAngle ? 'head' : null;
}

function colourAt(x: number, y: number, shape: IconShape): Rgba {
  if (!insideRoundedSquare(x, y, shape.corner)) return CLEAR;
  return pinPart(x, y, shape.pin) === 'head' ? WHITE : BRAND;
}

function renderIcon(size: number, shape: IconShape): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let s = 0; s < SAMPLES * SAMPLES; s++) {
        const x = (px + ((s % SAMPLES) + 0.5) / SAMPLES) / size;
        const y = (py + (Math.floor(s / SAMPLES) + 0.5) / SAMPLES) / size;
        const [r, g, b, a] = colourAt(x, y, shape);
        sum[0]! += r * a;
        sum[1]! += g * a;
        sum[2]! += b * a;
        sum[3]! += a;
      }
      const alpha = sum[3]!;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = alpha ? Math.round(sum[c]! / alpha) : 0;
      pixels[offset + 3] = Math.round(alpha / (SAMPLES * SAMPLES));
    }
  }
  return encodePng(size, pixels);
}

/** An ICO file holding one PNG image, which every current browser accepts as a favicon. */
function encodeIco(size: number, png: Buffer): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

function main(): void {
  const out = join(import.meta.dirname, '..', '..', 'public');
  const rounded: IconShape = { corner: 0.22, pin: 0.62 };
  const maskable: IconShape = { corner: 0, pin: 0.5 };
  writeFileSync(join(out, 'pwa-192x192.png'), renderIcon(192, rounded));
  writeFileSync(join(out, 'pwa-512x512.png'), renderIcon(512, rounded));
  writeFileSync(join(out, 'maskable-icon-512x512.png'), renderIcon(512, maskable));
  writeFileSync(join(out, 'apple-touch-icon-180x180.png'), renderIcon(180, maskable));
  writeFileSync(join(out, 'favicon.ico'), encodeIco(32, renderIcon(32, { corner: 0.2, pin: 0.78 })));
}

main();
