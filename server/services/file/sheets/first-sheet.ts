import type { ZipEntry } from '../upload/zip-directory';
import { entryText, readZipDirectory } from '../upload/zip-directory';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const PART_MAX_BYTES = 1024 * 1024;
const WORKSHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

function attribute(tag: string, name: RegExp): string | undefined {
  return tag.match(new RegExp(`\\s${name.source}="([^"]*)"`))?.[1];
}

/**
 * The part holding the workbook's first sheet as the user sees it (the first tab), read from workbook.xml
 * and its relationships. The order of parts inside the zip says nothing: writers add them in any order.
 */
async function firstSheetByWorkbook(path: string, entries: ZipEntry[]): Promise<string | null> {
  const part = (name: string) => entries.find((e) => e.name === name);
  const workbook = part(WORKBOOK);
  const rels = part(WORKBOOK_RELS);
  if (!workbook || !rels) return null;
  const [workbookXml, relsXml] = [
    await entryText(path, workbook, PART_MAX_BYTES),
    await entryText(path, rels, PART_MAX_BYTES),
  ];
  const sheetTag = workbookXml?.match(/<(?:\w+:)?sheet\s[^>]*>/)?.[0];
  const relationId = sheetTag && attribute(sheetTag, /(?:\w+:)?id/);
  if (!relsXml || !relationId) return null;
  for (const tag of relsXml.match(/<(?:\w+:)?Relationship\s[^>]*>/g) ?? []) {
    if (attribute(tag, /Id/) !== relationId) continue;
    const target = attribute(tag, /Target/) ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return null;
}

/**
 * The number N of the first sheet's part xl/worksheets/sheetN.xml; when the workbook does not say, the
 * lowest-numbered sheet part. Null when the file has no such part.
 */
export async function firstSheetNumber(path: string, entries?: ZipEntry[]): Promise<string | null> {
  const directory = entries ?? (await readZipDirectory(path));
  if (!directory) return null;
  const named = (await firstSheetByWorkbook(path, directory))?.match(WORKSHEET_PART)?.[1];
  if (named) return named;
  const numbers = directory
    .map((e) => e.name.match(WORKSHEET_PART)?.[1])
    .filter((n): n is string => n !== undefined);
  return numbers.sort((a, b) => Number(a) - Number(b))[0] ?? null;
}
