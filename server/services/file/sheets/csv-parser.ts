import fs from 'node:fs';

/**
 * An RFC 4180 CSV parser fed text in chunks: comma-separated fields, double quotes around fields that hold
 * commas, quotes or line breaks ("" is a quote inside them), records ending in \n or \r\n. A record is only
 * returned once it is complete, so a chunk may end anywhere, even inside a quoted field.
 */
export class CsvParser {
  private field = '';
  private record: string[] = [];
  private quoted = false;
  /** A quote seen inside a quoted field: either the closing quote or the first half of "". */
  private quotePending = false;
  private started = false;

  push(text: string): string[][] {
    const done: string[][] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (this.quoted) {
        if (this.quotePending) {
          this.quotePending = false;
          if (c === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false;
        } else if (c === '"') {
          this.quotePending = true;
          continue;
        } else {
          this.field += c;
          continue;
        }
      }
      if (c === '"' && this.field === '') {
        this.quoted = true;
        this.started = true;
      } else if (c === ',') {
        this.endField();
      } else if (c === '\n') {
        done.push(this.endRecord());
      } else if (c !== '\r') {
        this.field += c;
        this.started = true;
      }
    }
    return done;
  }

  /** The last record when the text did not end with a line break. */
  end(): string[][] {
    if (this.quotePending) {
      this.quotePending = false;
      this.quoted = false;
    }
    return this.started || this.record.length > 0 ? [this.endRecord()] : [];
  }

  private endField() {
    this.record.push(this.field);
    this.field = '';
    this.started = true;
  }

  private endRecord(): string[] {
    this.endField();
    const record = this.record;
    this.record = [];
    this.field = '';
    this.started = false;
    return record;
  }
}

/**
 * The records of a UTF-8 CSV file, read in chunks (memory stays flat whatever the file's size). A byte
 * sequence that is not UTF-8 throws (TextDecoder in fatal mode); a leading byte-order mark is dropped.
 */
export async function* csvRecords(path: string): AsyncGenerator<string[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const parser = new CsvParser();
  for await (const chunk of fs.createReadStream(path, { highWaterMark: 256 * 1024 })) {
    yield* parser.push(decoder.decode(chunk as Buffer, { stream: true }));
  }
  yield* parser.push(decoder.decode());
  yield* parser.end();
}
