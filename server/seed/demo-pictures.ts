import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/** A small deterministic generator, so the same seed draws the same picture. */
export function random(seed: number): () => number {
  let state = seed % 2147483648;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG painted pixel by pixel. */
function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[row + 1 + x * 3] = r;
      raw[row + 2 + x * 3] = g;
      raw[row + 3 + x * 3] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A handwritten-looking scribble in blue ink over a grey signing line (240 x 90). */
export function signaturePng(seed: number): Buffer {
  const next = random(seed + 7);
  const width = 240;
  const height = 90;
  const ink = new Uint8Array(width * height);
  const loops = 3 + Math.floor(next() * 4);
  const phase = next() * Math.PI * 2;
  for (let t = 0; t <= 1; t += 0.0004) {
    const turn = t * loops * Math.PI * 2 + phase;
    const x = 20 + t * 190 + Math.sin(turn) * 14;
    const y = 46 - Math.cos(turn) * (10 + 10 * Math.sin(t * Math.PI)) - Math.sin(turn * 0.5) * 6 - t * 8;
    for (let dx = 0; dx < 2; dx++)
      for (let dy = 0; dy < 2; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < width && py >= 0 && py < height) ink[py * width + px] = 1;
      }
  }
  return encodePng(width, height, (x, y) => {
    if (ink[y * width + x]) return [28, 44, 120];
    if (y === 72 && x > 12 && x < 228) return [170, 170, 170];
    return [255, 255, 255];
  });
}

/** A field photo stand-in: sky, ground and the equipment box with its display (160 x 120). */
export function photoPng(seed: number): Buffer {
  const next = random(seed + 11);
  const width = 160;
  const height = 120;
  const horizon = 60 + Math.floor(next() * 20);
  const left = 40 + Math.floor(next() * 40);
  const top = 25 + Math.floor(next() * 10);
  const boxWidth = 55 + Math.floor(next() * 20);
  const boxHeight = 60;
  const grey = 150 + Math.floor(next() * 60);
  return encodePng(width, height, (x, y) => {
    const inBox = x >= left && x < left + boxWidth && y >= top && y < top + boxHeight;
    if (inBox) {
      const edge = x === left || x === left + boxWidth - 1 || y === top || y === top + boxHeight - 1;
      const display = x > left + 10 && x < left + boxWidth - 10 && y > top + 10 && y < top + 24;
      if (edge) return [60, 60, 60];
      if (display) return [40, 90 + (x % 7) * 10, 60];
      return [grey, grey, grey - 10];
    }
    if (y < horizon) return [120 + Math.floor((y / horizon) * 80), 170 + Math.floor((y / horizon) * 50), 230];
    return [90 + ((x * 7 + y * 3) % 20), 120 + ((x + y * 5) % 25), 70];
  });
}
