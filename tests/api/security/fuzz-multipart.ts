import zlib from 'node:zlib';
import { importOf } from '../../../server/sheets';
import { DATA_TYPES } from '../../../src/domain/file-jobs';
import type { DataTypeName } from '../../../src/domain/file-jobs';
import { buildZip } from '../file/zip-builder';
import { PNG_1PX } from '../people-fixtures';
import type { CaseBuilder, Caller } from './fuzz-case-builder';
import type { Random } from './fuzz-random';
import type { RouteSpec } from './fuzz-routes';
import { ONE_MEGABYTE } from './fuzz-values';

/*
 * Cases for the routes that take a file as multipart form data (the imports, the image upload). Their
 * OpenAPI operation declares no body, so the JSON cases alone never reach the part of the server that reads
 * an upload: these send multipart bodies that are empty, broken, missing the file, carrying the wrong file
 * or outsized names, as a caller allowed to upload (the administrator), so the file is really read.
 */

interface Part {
  name: string;
  /** A file part when given; a plain field otherwise. */
  fileName?: string;
  content: string | Buffer;
}

/** A multipart body written by hand, so a case can break it where a client library would not. */
export function multipartBody(boundary: string, parts: Part[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.fileName === undefined ? '' : `; filename="${part.fileName}"`;
    const type = part.fileName === undefined ? '' : '\r\nContent-Type: application/octet-stream';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(part.content), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The data type whose import the route is, by its path in DATA_TYPES. */
function importedAt(route: RouteSpec): DataTypeName | null {
  const names = Object.keys(DATA_TYPES) as DataTypeName[];
  return (
    names.find((name) => {
      const at = DATA_TYPES[name].importCall;
      return at && `/api/${at.service}/${at.path}` === route.path && importOf(name);
    }) ?? null
  );
}

function csv(rows: string[][]): Buffer {
  return Buffer.from(
    rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\r\n'),
  );
}

/**
 * The file a route would accept: the import's columns and its sample's example row, or an image; and the same
 * workbook without its first required column.
 */
function validFile(route: RouteSpec): {
  name: string;
  content: Buffer;
  header: string[];
  lacking: Buffer | null;
} {
  const name = importedAt(route);
  if (!name) return { name: 'fuzz.png', content: PNG_1PX, header: [], lacking: null };
  const columns = importOf(name)!.columns;
  const header = columns.map((column) => column.header);
  const example = columns.map((column) => column.example);
  const gone = columns.findIndex((column) => column.required);
  const without = (row: string[]) => row.filter((_, i) => i !== gone);
  return {
    name: `fuzz ${name}.csv`,
    content: csv([header, example]),
    header,
    lacking: gone < 0 ? null : csv([without(header), without(example)]),
  };
}

/** A zip holding no workbook: what a renamed archive looks like. */
const NOT_A_WORKBOOK = buildZip([
  { name: 'readme.txt', deflated: zlib.deflateRawSync('not a workbook'), claimedSize: 14 },
]);

export function multipartCases(b: CaseBuilder, route: RouteSpec, random: Random): void {
  const field = route.upload!;
  const boundary = `fuzz${random.int(1e9)}`;
  const form = `multipart/form-data; boundary=${boundary}`;
  const valid = validFile(route);
  const admin: Caller = 'admin';
  const send = (name: string, parts: Part[], extra: { mayChange?: boolean; caller?: Caller } = {}) =>
    b.add(name, { payload: multipartBody(boundary, parts), contentType: form, caller: admin, ...extra });
  const header = valid.header;

  // Refused, all of them: nothing may be written, and no upload left on disk.
  b.add('a JSON object instead of multipart', {
    payload: JSON.stringify({ [field]: valid.name }),
    contentType: 'application/json',
    caller: admin,
  });
  b.add('an empty multipart body', { payload: `--${boundary}--\r\n`, contentType: form, caller: admin });
  b.add('a multipart content type with no body', { payload: '', contentType: form, caller: admin });
  b.add('multipart without a boundary', {
    payload: multipartBody(boundary, [{ name: field, fileName: valid.name, content: valid.content }]),
    contentType: 'multipart/form-data',
    caller: admin,
  });
  // Cut off at each place a parser can be in: the part's header, right after it, mid-file, before the end.
  const whole = multipartBody(
    boundary,
    [{ name: field, fileName: valid.name, content: valid.content }],
    false,
  );
  const headerEnd = whole.indexOf('\r\n\r\n') + 4;
  for (const [where, at] of [
    ['inside the part header', Math.floor(headerEnd / 2)],
    ['right after the part header', headerEnd],
    ['inside the file', headerEnd + Math.floor(valid.content.length / 2)],
    ['before the closing boundary', whole.length - 2],
  ] as const) {
    b.add(`a multipart body cut off ${where}`, {
      payload: whole.subarray(0, at),
      contentType: form,
      caller: admin,
    });
  }
  send(`multipart without the ${field} field`, [{ name: 'note', content: 'x' }]);
  send(`the file under another field than ${field}`, [
    { name: 'upload', fileName: valid.name, content: valid.content },
  ]);
  send(`the ${field} field as text, not a file`, [{ name: field, content: valid.content }]);
  send('a text file named .xlsx', [
    { name: field, fileName: 'fuzz.xlsx', content: 'Name,Code\nnot a workbook\n' },
  ]);
  send('a zip that is no workbook named .xlsx', [
    { name: field, fileName: 'fuzz.xlsx', content: NOT_A_WORKBOOK },
  ]);
  send('a file of no bytes', [{ name: field, fileName: valid.name, content: '' }]);
  send('a file of an unknown type', [{ name: field, fileName: 'fuzz.exe', content: 'MZ\u0090\u0000' }]);
  send('a CSV with a NUL byte', [{ name: field, fileName: 'fuzz.csv', content: 'Name\nNUL\u0000here\n' }]);
  send('a CSV of the header alone', [{ name: field, fileName: 'fuzz.csv', content: csv([header]) }]);
  if (valid.lacking) {
    send('a CSV missing a required column', [{ name: field, fileName: 'fuzz.csv', content: valid.lacking }]);
  }
  send('two files', [
    { name: field, fileName: valid.name, content: valid.content },
    { name: field, fileName: valid.name, content: valid.content },
  ]);
  send('a 1 MB field name', [
    { name: 'f'.repeat(ONE_MEGABYTE), content: 'x' },
    { name: field, fileName: valid.name, content: valid.content },
  ]);
  send('a file under a 64 KB field name', [
    { name: 'f'.repeat(64 * 1024), fileName: valid.name, content: valid.content },
  ]);
  send('a 1 MB field value', [
    { name: 'organisationId', content: 'v'.repeat(ONE_MEGABYTE) },
    { name: field, fileName: valid.name, content: valid.content },
  ]);
  b.add('a file without a token', {
    payload: multipartBody(boundary, [{ name: field, fileName: valid.name, content: valid.content }]),
    contentType: form,
    caller: 'anonymous',
  });

  // May be accepted: the valid upload (as a vendor user too), names a client could send, and a field a
  // server may drop unseen (assigning __proto__ a string sets nothing).
  send('a valid-looking upload', [{ name: field, fileName: valid.name, content: valid.content }], {
    mayChange: true,
  });
  send('a valid-looking upload', [{ name: field, fileName: valid.name, content: valid.content }], {
    mayChange: true,
    caller: 'vendor',
  });
  const extension = valid.name.split('.').pop()!;
  for (const [label, fileName] of [
    ['a NUL in the file name', `fuzz\u0000name.${extension}`],
    ['control characters in the file name', `fuzz\u0007\u001b[31m\u202ename.${extension}`],
    ['a 1,000-character file name', `${'n'.repeat(1000)}.${extension}`],
    ['a path in the file name', `../../../../etc/passwd.${extension}`],
    ['a file name of the extension alone', `.${extension}`],
  ] as const) {
    send(label, [{ name: field, fileName, content: valid.content }], { mayChange: true });
  }
  send(
    'a __proto__ field',
    [
      { name: '__proto__', content: '{"polluted":"yes"}' },
      { name: field, fileName: valid.name, content: valid.content },
    ],
    { mayChange: true },
  );
  if (header.length) {
    const formulas = header.map((_, i) => (i === 0 ? '=HYPERLINK("http://evil.example","x")' : '+1'));
    send(
      'cells that look like formulas',
      [{ name: field, fileName: 'fuzz.csv', content: csv([header, formulas]) }],
      {
        mayChange: true,
      },
    );
  }
}
