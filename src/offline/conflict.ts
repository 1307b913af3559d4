import type { OutboxRecord, WriteFailure } from './outbox-record';

/** One field of a refused write beside the server's current value. */
export interface FieldComparison {
  field: string;
  label: string;
  mine: string;
  theirs: string;
  differs: boolean;
}

/** Fields that say which record and which version a write is about, not what it changes. */
const BOOKKEEPING = new Set([
  'id',
  'version',
  'organisationId',
  'createdAt',
  'updatedAt',
  'createdBy',
  'updatedBy',
]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON object a write sends, or null for another body. */
export function writeBody(record: Pick<OutboxRecord, 'body'>): Record<string, unknown> | null {
  if (!record.body) return null;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(record.body));
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** "projectName" -> "Project name", "WorkLocationId" -> "Work location id". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const MAX_VALUE_CHARS = 120;

export function formatValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(value);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

function sameValue(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined || a === '') && (b === null || b === undefined || b === '')) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields a refused write changes, each with the device's value and the server's current one, for a write
 * refused by a version conflict (409 with the current record). null when there is nothing to compare.
 */
export function compareWithServer(record: Pick<OutboxRecord, 'body' | 'failure'>): FieldComparison[] | null {
  const current = record.failure?.current;
  const mine = writeBody(record);
  if (!current || !mine) return null;
  const fields = Object.keys(mine)
    .filter((field) => !BOOKKEEPING.has(field))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      mine: formatValue(mine[field]),
      theirs: formatValue(current[field]),
      differs: !sameValue(mine[field], current[field]),
    }));
  // The fields that differ come first: they are what the user decides on.
  return [...fields.filter((field) => field.differs), ...fields.filter((field) => !field.differs)];
}

/**
 * "Keep mine": the device's change re-based on the server's current version, so the server applies it over
 * what is there now. Only the version changes; every field the user changed is sent as they left it. null
 * when the write is no version conflict.
 */
export function rebasedBody(record: Pick<OutboxRecord, 'body' | 'failure'>): ArrayBuffer | null {
  const current = record.failure?.current;
  const mine = writeBody(record);
  if (!current || !mine || typeof current.version !== 'number' || !('version' in mine)) return null;
  const bytes = new TextEncoder().encode(JSON.stringify({ ...mine, version: current.version }));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/**
 * Why a write was refused, in a person's words: a headline and what to do about it. `record` names the
 * record where the device knows it ("WO-002888").
 */
export function refusalInWords(failure: WriteFailure, record?: string): { title: string; detail: string } {
  const said = failure.message || failure.title;
  const status = failure.status;
  if (status === 409 && failure.current) {
    return {
      title: `Someone changed ${record ?? 'this record'} after this device saved its change.`,
      detail: 'Compare the values, then keep yours (sent over the server’s version) or take theirs.',
    };
  }
  if (status === 409) return { title: 'The server did not accept this change.', detail: said };
  if (status === 400 || status === 422) {
    const fields = (failure.errors ?? []).map((error) => {
      const label = fieldLabel(error.field);
      // The server often names the field itself ("Name is required").
      return error.message.toLowerCase().startsWith(label.toLowerCase())
        ? error.message
        : `${label}: ${error.message}`;
    });
    return {
      title: 'Some values were not accepted.',
      detail: fields.length > 0 ? fields.join(' · ') : said,
    };
  }
  if (status === 404 || status === 410) {
    return {
      title: 'This record no longer exists.',
      detail: 'It was deleted on the server, so this change cannot be applied. Discard it.',
    };
  }
  if (status === 403) {
    return {
      title: 'You may no longer make this change.',
      detail: 'Your role or access changed on the server. Ask an administrator, or discard the change.',
    };
  }
  if (status === 413) return { title: 'This change is too large to send.', detail: said };
  if (status >= 500) {
    return {
      title: 'The server failed on this change several times.',
      detail: 'Send it again later, or discard it.',
    };
  }
  if (status === 0) return { title: failure.title, detail: failure.message };
  return { title: failure.title, detail: failure.message };
}
