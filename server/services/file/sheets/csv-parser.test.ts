import { describe, expect, it } from 'vitest';
import { CsvParser } from './csv-parser';
import { csvField, safeCell } from './safe-cell';

function parse(chunks: string[]): string[][] {
  const parser = new CsvParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

describe('CsvParser', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parse(['Name,Note\r\n"Crew, North","said ""hi""\nthen left"\r\nLast,row'])).toEqual([
      ['Name', 'Note'],
      ['Crew, North', 'said "hi"\nthen left'],
      ['Last', 'row'],
    ]);
  });

  it('gives the same records however the text is cut into chunks', () => {
    const text = 'a,"b ""x"", y"\n"",c\n';
    const whole = parse([text]);
    for (let cut = 1; cut < text.length; cut++)
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual(whole);
    expect(whole).toEqual([
      ['a', 'b "x", y'],
      ['', 'c'],
    ]);
  });
});

describe('safeCell', () => {
  it('prefixes text that a spreadsheet would run as a formula, and nothing else', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx'].map(safeCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
    ]);
    expect([-1, 'Crew = fine', null].map(safeCell)).toEqual([-1, 'Crew = fine', null]);
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  });
});
