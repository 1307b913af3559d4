import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { readZipLayout } from '../upload/zip-directory';
import { sheetRows } from './read-rows';
import { sheetsLast } from './sheets-last';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sheets-last-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A workbook as exceljs writes it: its sheets' parts come before the shared strings and workbook.xml. */
async function workbookFile(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('Data');
  data.addRow(['Name', 'Code']);
  data.addRow(['North Line 2', 'C-1']);
  data.addRow(['South Line 4', 'C-2']);
  workbook.addWorksheet('Lists').addRow(['Allowed']);
  const file = path.join(dir, `book-${Math.random()}.xlsx`);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** The parts in the order their records sit in the bytes (a name first appears in its local header). */
async function partsInOrder(stream: NodeJS.ReadableStream, names: string[]): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const bytes = Buffer.concat(chunks);
  const at = (name: string) => bytes.indexOf(Buffer.from(`${name}`));
  expect(names.every((name) => at(name) >= 0)).toBe(true);
  return [...names].sort((a, b) => at(a) - at(b));
}

async function byteLength(stream: NodeJS.ReadableStream): Promise<number> {
  let length = 0;
  for await (const chunk of stream) length += (chunk as Buffer).length;
  return length;
}

describe('sheetsLast', () => {
  it('gives every part of the zip once, the worksheets after the shared strings and the workbook', async () => {
    const file = await workbookFile();
    const layout = (await readZipLayout(file))!;
    const names = layout.entries.map((entry) => entry.name).filter((name) => !name.endsWith('/'));
    const original = await partsInOrder(fs.createReadStream(file), names);
    // The case it is for: exceljs puts a sheet first.
    expect(original.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(
      original.indexOf('xl/sharedStrings.xml'),
    );

    const reordered = await partsInOrder(sheetsLast(file, layout), names);
    // Same bytes, other order: every record and the directory, nothing more.
    const all = await partsInOrder(sheetsLast(file, layout), names);
    expect(all).toHaveLength(names.length);
    expect((await fs.promises.stat(file)).size).toBe(await byteLength(sheetsLast(file, layout)));
    const sheets = reordered.filter((name) => name.startsWith('xl/worksheets/sheet'));
    expect(sheets).toEqual(['xl/worksheets/sheet1.xml', 'xl/worksheets/sheet2.xml']);
    expect(reordered.slice(-2)).toEqual(sheets);
    expect(reordered.indexOf('xl/sharedStrings.xml')).toBeLessThan(reordered.indexOf(sheets[0]!));
  });

  it('lets an import read the first sheet with its text, many at once', async () => {
    const file = await workbookFile();
    const reads = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const rows: string[][] = [];
        for await (const row of sheetRows(file, 'xlsx')) rows.push(row.cells);
        return rows;
      }),
    );
    for (const rows of reads) {
      expect(rows).toEqual([
        ['Name', 'Code'],
        ['North Line 2', 'C-1'],
        ['South Line 4', 'C-2'],
      ]);
    }
  });
});

/** Files exceljs's reader set aside for this process (the `tmp` package names them tmp-<pid>-...). */
const setAside = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith(`tmp-${process.pid}-`));

describe('sheetRows of a workbook without shared strings', () => {
  it('reads its sheet as it streams by, never setting it aside in a temporary file', async () => {
    // As exceljs's streaming writer writes it without shared strings: every text inline in its cell.
    const file = path.join(dir, `inline-${Math.random()}.xlsx`);
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = writer.addWorksheet('Data');
    sheet.addRow(['Name', 'Code']).commit();
    for (let i = 1; i <= 2_000; i++) sheet.addRow([`Meter ${i}`, `M-${i}`]).commit();
    sheet.commit();
    await writer.commit();
    expect((await readZipLayout(file))!.entries.map((e) => e.name)).not.toContain('xl/sharedStrings.xml');

    const before = setAside();
    const rows = sheetRows(file, 'xlsx');
    const first = await rows.next();
    expect(first.value).toEqual({ number: 1, cells: ['Name', 'Code'] });
    expect(setAside()).toEqual(before);
    // Stopping after the header (as the upload check does) ends the read.
    await rows.return(undefined);

    const all: string[][] = [];
    for await (const row of sheetRows(file, 'xlsx')) all.push(row.cells);
    expect(all).toHaveLength(2_001);
    expect(all[2_000]).toEqual(['Meter 2000', 'M-2000']);
  });
});
