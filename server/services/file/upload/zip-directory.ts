import fs from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

/** One file inside a zip, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not something a spreadsheet writes. */
  method: number;
  compressedSize: number;
  /** What the entry claims to unpack to; the real size is measured while unpacking. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
/** A spreadsheet's directory lists a few dozen files; a directory past this is not a spreadsheet. */
const DIRECTORY_MAX_BYTES = 4 * 1024 * 1024;

async function readAt(file: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** A zip's entries and where its central directory starts (the end of the last entry's packed bytes). */
export interface ZipLayout {
  entries: ZipEntry[];
  directoryOffset: number;
}

/**
 * Reads the central directory of a zip file. Null when the file is not a zip (no end-of-directory record,
 * a damaged directory) or is a zip64 archive: sizes past 4 GB never belong in an uploaded spreadsheet, so
 * such an archive is treated like any other file that is not one.
 */
export async function readZipDirectory(path: string): Promise<ZipEntry[] | null> {
  return (await readZipLayout(path))?.entries ?? null;
}

/** The central directory (see readZipDirectory) with its offset. */
export async function readZipLayout(path: string): Promise<ZipLayout | null> {
  const file = await fs.open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 22 + 65_535);
    const tail = await readAt(file, size - tailLength, tailLength);
    let end = -1;
    for (let i = tail.length - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
        end = i;
        break;
      }
    }
    if (end < 0) return null;
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (
      directoryOffset === ZIP64_MARK ||
      directorySize > DIRECTORY_MAX_BYTES ||
      directoryOffset + directorySize > size
    )
      return null;
    const directory = await readAt(file, directoryOffset, directorySize);
    const entries: ZipEntry[] = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
      const nameLength = directory.readUInt16LE(at + 28);
      const entry: ZipEntry = {
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        uncompressedSize: directory.readUInt32LE(at + 24),
        localHeaderOffset: directory.readUInt32LE(at + 42),
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      };
      if (entry.compressedSize === ZIP64_MARK || entry.uncompressedSize === ZIP64_MARK) return null;
      entries.push(entry);
      at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return { entries, directoryOffset };
  } finally {
    await file.close();
  }
}

/** Where an entry's packed bytes start: after its local header, whose name and extra field vary in length. */
export async function entryDataOffset(path: string, entry: ZipEntry): Promise<number | null> {
  const file = await fs.open(path, 'r');
  try {
    const header = await readAt(file, entry.localHeaderOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) return null;
    return entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  } finally {
    await file.close();
  }
}

/** A small entry's content as text (an XML part of a few kilobytes); null past `maxBytes` or when damaged. */
export async function entryText(path: string, entry: ZipEntry, maxBytes: number): Promise<string | null> {
  if (entry.compressedSize > maxBytes || (entry.method !== 0 && entry.method !== 8)) return null;
  const start = await entryDataOffset(path, entry);
  if (start === null) return null;
  const file = await fs.open(path, 'r');
  try {
    const packed = await readAt(file, start, entry.compressedSize);
    if (entry.method === 0) return packed.length <= maxBytes ? packed.toString('utf8') : null;
    return inflateRawSync(packed, { maxOutputLength: maxBytes }).toString('utf8');
  } catch {
    return null;
  } finally {
    await file.close();
  }
}
