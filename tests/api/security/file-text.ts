import zlib from 'node:zlib';

/*
 * The text of a file an answer carries, so an answer that is a workbook can be searched for another tenant's
 * names and ids like any JSON answer. An .xlsx is a zip of XML parts (cells, shared strings, notes, hidden
 * sheets of allowed values, document properties): every part is unpacked and its text kept. Read here by
 * hand rather than with the server's own zip reader, so a fault there cannot hide what the file holds.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function xmlText(xml: string): string {
  return xml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, code: string) =>
      String.fromCodePoint(parseInt(code, hex ? 16 : 10)),
    );
}

/** Each part of a zip by name, unpacked; null when the buffer is not a zip this reader understands. */
export function unzip(zip: Buffer): Map<string, Buffer> | null {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const parts = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== LOCAL_HEADER) return null;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + size);
    parts.set(name, method === 8 ? zlib.inflateRawSync(packed) : packed);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/** What a file answer says: an .xlsx as the text of all its parts, anything else as it is. */
export function fileText(content: Buffer, contentType: string): string {
  if (!/spreadsheetml/.test(contentType)) return content.toString('utf8');
  const parts = unzip(content);
  if (!parts) return content.toString('latin1');
  return [...parts]
    .map(([name, part]) => `${name}: ${/\.(xml|rels)$/.test(name) ? xmlText(part.toString('utf8')) : ''}`)
    .join('\n');
}
