import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { ZipLayout } from '../upload/zip-directory';

const WORKSHEET_PART = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * The zip's bytes with the worksheets' records moved after every other part, read streaming. exceljs's
 * streaming reader needs the shared strings and the workbook's relationships before a sheet; a sheet met
 * first is set aside in a temporary file and read at the end, a path that under load has come back with a
 * sheet whose text cells were all empty. Writers order parts variously (exceljs writes the sheets before the
 * shared strings), so the order is made here: each record (local header, packed bytes, descriptor) is
 * self-contained, and the central directory stays last.
 */
export function sheetsLast(path: string, { entries, directoryOffset }: ZipLayout): Readable {
  const byOffset = [...entries].sort((a, b) => a.localHeaderOffset - b.localHeaderOffset);
  const spans = byOffset.map((entry, index) => ({
    sheet: WORKSHEET_PART.test(entry.name),
    start: entry.localHeaderOffset,
    end: byOffset[index + 1]?.localHeaderOffset ?? directoryOffset,
  }));
  const ordered = [...spans.filter((span) => !span.sheet), ...spans.filter((span) => span.sheet)];
  async function* bytes(): AsyncGenerator<Buffer> {
    for (const { start, end } of ordered) {
      if (end > start) yield* fs.createReadStream(path, { start, end: end - 1 });
    }
    yield* fs.createReadStream(path, { start: directoryOffset });
  }
  return Readable.from(bytes(), { objectMode: false });
}
