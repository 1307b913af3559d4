import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { quoted } from './copy-target';
import { pgTool, toolOutput } from './pg-tools';

/** Where a cross-engine restore reads each table's rows: COPY's text format, columns as asked. */
export interface CopySource {
  rows(table: string, columns: string[]): Promise<Buffer>;
  close(): Promise<void>;
}

/** A PGlite snapshot's image, opened in memory (nothing is written beside it). */
export async function pgliteSource(member: string): Promise<CopySource> {
  const chunks: Buffer[] = [];
  await pipeline(fs.createReadStream(member), createGunzip(), async (source) => {
    for await (const chunk of source) chunks.push(chunk as Buffer);
  });
  const database = await PGlite.create({
    loadDataDir: new Blob(chunks.map((chunk) => new Uint8Array(chunk))),
  });
  return {
    async rows(table, columns) {
      const [result] = await database.exec(
        `copy (select ${columns.map(quoted).join(', ')} from public.${quoted(table)}) to '/dev/blob'`,
      );
      const blob = result?.blob;
      return blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0);
    },
    close: () => database.close(),
  };
}

/**
 * A pg_dump archive, read with pg_restore one table at a time (the custom format seeks to it): its COPY
 * block, whose rows are in the dump's column order, which must be the target's.
 */
export function postgresDumpSource(member: string): CopySource {
  return {
    async rows(table, columns) {
      const { stdout, done } = toolOutput(pgTool('pg_restore'), [
        '--data-only',
        '--schema=public',
        `--table=${table}`,
        '--file=-',
        member,
      ]);
      const chunks: Buffer[] = [];
      for await (const chunk of stdout) chunks.push(chunk as Buffer);
      await done;
      return copyBlock(Buffer.concat(chunks), table, columns);
    },
    close: () => Promise.resolve(),
  };
}

/** The rows between `COPY public.<table> (<columns>) FROM stdin;` and the `\.` line of pg_restore's script. */
function copyBlock(script: Buffer, table: string, columns: string[]): Buffer {
  const text = script.toString('utf8');
  const header = /^COPY public\.(\S+) \(([^)]*)\) FROM stdin;\n/m.exec(text);
  if (!header) return Buffer.alloc(0);
  const dumped = header[2]!.split(', ').map((column) => column.replace(/^"|"$/g, ''));
  if (dumped.join(',') !== columns.join(','))
    throw new Error(`the backup's ${table} has columns ${dumped.join(', ')}, not ${columns.join(', ')}`);
  const start = header.index + header[0].length;
  const end = text.indexOf('\n\\.\n', start - 1);
  if (end < 0) throw new Error(`the backup's rows of ${table} are cut short`);
  return Buffer.from(end < start ? '' : text.slice(start, end + 1), 'utf8');
}
