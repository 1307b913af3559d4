import zlib from 'node:zlib';

/**
 * A zip written by hand, for files no spreadsheet program would write: a zip bomb whose directory claims
 * small sizes. Entries are deflated; the sizes written can be told to lie.
 */
export interface ZipInput {
  name: string;
  deflated: Buffer;
  /** What the directory claims the entry unpacks to. */
  claimedSize: number;
  /** The CRC-32 of the unpacked content; 0 for the files that only pretend. */
  crc?: number;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(content: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of content) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A true entry of `content`, deflated, for a zip that is a real one. */
export function zipEntry(name: string, content: Buffer): ZipInput {
  return { name, deflated: zlib.deflateRawSync(content), claimedSize: content.length, crc: crc32(content) };
}

export function buildZip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.claimedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc ?? 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.claimedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    directory.push(central, name);
    offset += 30 + name.length + entry.deflated.length;
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** `megabytes` of zeros, deflated as a stream so the test never holds them unpacked. */
export async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}
