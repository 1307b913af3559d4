import fs from 'node:fs';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { IMPORT_LIMITS } from '../../../../src/domain/file-jobs';
import { FILE_JOB_SERVER_MESSAGES } from '../../../../src/domain/file-job-messages';
import { fieldError } from '../../../lib/http-errors';
import { firstSheetNumber } from '../sheets/first-sheet';
import type { ZipEntry } from './zip-directory';
import { entryDataOffset, readZipDirectory } from './zip-directory';

/** `<row ` or a namespaced `<x:row>`, but not `<rowBreaks>`. */
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;

class TooLarge extends Error {}

function refuse(message: string): never {
  throw fieldError('File', message);
}

/**
 * Unpacks one entry, counting the bytes it really unpacks to (a zip may claim small sizes and unpack to
 * gigabytes); past `budget` it stops at once. For a worksheet it also counts the row elements.
 */
async function unpack(
  path: string,
  entry: ZipEntry,
  budget: number,
  countRows: boolean,
): Promise<{ bytes: number; rows: number }> {
  const start = await entryDataOffset(path, entry);
  if (start === null) refuse(FILE_JOB_SERVER_MESSAGES.notXlsx);
  let bytes = 0;
  let rows = 0;
  let tail = '';
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > budget) return done(new TooLarge());
      if (countRows) {
        const text = tail + chunk.toString('latin1');
        for (const match of text.matchAll(ROW_TAG)) {
          // A tag lying wholly in the carried-over tail was counted with the previous chunk.
          if (match.index + match[0].length > tail.length) rows += 1;
        }
        tail = text.slice(-64);
      }
      done();
    },
  });
  if (entry.compressedSize === 0) return { bytes: 0, rows: 0 };
  const packed = fs.createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  if (entry.method === 8) await pipeline(packed, zlib.createInflateRaw(), counter);
  else await pipeline(packed, counter);
  return { bytes, rows };
}

/**
 * Checks that the file is a real workbook and no zip bomb, before anything reads it as one: a zip with
 * xl/workbook.xml, entries stored or deflated, the sizes it claims and the bytes it really unpacks to both
 * within IMPORT_LIMITS.maxUnpackedBytes. Returns how many rows the first worksheet has (header included).
 */
export async function scanXlsx(path: string): Promise<{ rows: number }> {
  const entries = await readZipDirectory(path).catch(() => null);
  if (!entries || !entries.some((e) => e.name === 'xl/workbook.xml'))
    refuse(FILE_JOB_SERVER_MESSAGES.notXlsx);
  if (entries.some((e) => e.method !== 0 && e.method !== 8)) refuse(FILE_JOB_SERVER_MESSAGES.notXlsx);
  const claimed = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (claimed > IMPORT_LIMITS.maxUnpackedBytes) refuse(FILE_JOB_SERVER_MESSAGES.zipBomb);
  const sheetNumber = await firstSheetNumber(path, entries);
  const sheet = entries.find((e) => e.name === `xl/worksheets/sheet${sheetNumber}.xml`);
  if (!sheet) refuse(FILE_JOB_SERVER_MESSAGES.notXlsx);
  let unpacked = 0;
  let rows = 0;
  for (const entry of entries) {
    try {
      const result = await unpack(path, entry, IMPORT_LIMITS.maxUnpackedBytes - unpacked, entry === sheet);
      unpacked += result.bytes;
      if (entry === sheet) rows = result.rows;
    } catch (error) {
      if (error instanceof TooLarge) refuse(FILE_JOB_SERVER_MESSAGES.zipBomb);
      refuse(FILE_JOB_SERVER_MESSAGES.notXlsx);
    }
  }
  return { rows };
}
