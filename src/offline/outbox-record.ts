import { ACTION_HEADER } from '../api/services';
import { IDEMPOTENCY_HEADER } from '../domain/envelope';
import type { WriteAction } from '../domain/offline-actions';

/**
 * One write kept in the outbox, stored in the Dexie table `outbox` and shared by the service worker and the
 * page. The record is the only copy of the request: the worker sends pending records in `seq` order and
 * deletes one only once the server's answer is known (see outbox-store.ts).
 */
export interface OutboxRecord {
  /** The write's Idempotency-Key: one record per logical write. */
  id: string;
  /** Position in the outbox: writes are sent in this order, a new one always behind those already kept. */
  seq: number;
  state: 'pending' | 'failed';
  method: string;
  url: string;
  /** Request headers without credentials; the bearer token is set when the request is sent. */
  headers: Array<[string, string]>;
  body: ArrayBuffer | null;
  queuedAt: number;
  /** Replays that got an answer the write may still succeed after (5xx, 408, 429). */
  attempts: number;
  failure: WriteFailure | null;
  /** What the write does, named when it was queued (records kept by older versions have none). */
  action?: WriteAction;
  /**
   * The records the write changes while it waits to be sent (indexed: screens mark them "waiting to send");
   * emptied when the server refuses the write.
   */
  pendingIds?: string[];
}

export interface WriteFailure {
  /** HTTP status of the refusing response (0 on records of older versions that lost their request). */
  status: number;
  title: string;
  message: string;
  at: number;
  /** A 409 version conflict: the record as the server holds it now (the envelope's `data`). */
  current?: Record<string, unknown>;
  /** Field errors of a validation refusal, PascalCase fields as the server names them. */
  errors?: Array<{ field: string; message: string }>;
}

/** What to do with a replayed write, from the status of its response (null: no response). */
export type ReplayVerdict = 'sent' | 'refresh' | 'failed' | 'keep';

/** A write that keeps getting 5xx is surfaced to the user instead of blocking the queue for ever. */
export const MAX_SERVER_ERRORS = 5;

/** Never stored: credentials, and the action the page named (kept in `action`, not sent to the server). */
const UNSTORED_HEADERS = new Set(['authorization', 'cookie', 'x-auth-token', ACTION_HEADER]);
const TRANSIENT_4XX = new Set([408, 425, 429]);

export function stripCredentials(headers: Headers): Array<[string, string]> {
  return [...headers.entries()].filter(([name]) => !UNSTORED_HEADERS.has(name.toLowerCase()));
}

/** A record before the outbox gave it its place (`seq`). */
export type NewOutboxRecord = Omit<OutboxRecord, 'seq'>;

export async function recordFromRequest(request: Request, id: string, now: number): Promise<NewOutboxRecord> {
  const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
  return {
    id,
    state: 'pending',
    method: request.method,
    url: request.url,
    headers: stripCredentials(request.headers),
    body: body && body.byteLength > 0 ? body : null,
    queuedAt: now,
    attempts: 0,
    failure: null,
  };
}

/** Rebuilds the request of a record, under a new Idempotency-Key when it is sent again after a refusal. */
export function requestFromRecord(
  record: Pick<OutboxRecord, 'id' | 'url' | 'method' | 'headers' | 'body'>,
  idempotencyKey = record.id,
): Request {
  const headers = new Headers(record.headers);
  headers.set(IDEMPOTENCY_HEADER, idempotencyKey);
  return new Request(record.url, { method: record.method, headers, body: record.body });
}

export function replayVerdict(status: number | null, refreshed: boolean, attempts: number): ReplayVerdict {
  if (status === null) return 'keep';
  if (status < 400) return 'sent';
  if (status === 401) return refreshed ? 'keep' : 'refresh';
  if (TRANSIENT_4XX.has(status)) return 'keep';
  if (status < 500) return 'failed';
  return attempts + 1 >= MAX_SERVER_ERRORS ? 'failed' : 'keep';
}

function errorTexts(body: unknown): { title: string; message: string } {
  if (typeof body !== 'object' || body === null) return { title: '', message: '' };
  const title = 'title' in body && typeof body.title === 'string' ? body.title : '';
  const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
  const list = 'returnMessage' in body && Array.isArray(body.returnMessage) ? body.returnMessage : [];
  const returned: unknown = list[0];
  return { title, message: message || (typeof returned === 'string' ? returned : '') };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrors(body: unknown): Array<{ field: string; message: string }> {
  const list: unknown = isObject(body) ? body.errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) =>
    isObject(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

/**
 * Reads title and message from the error envelope; anything else still yields a readable failure. A 409 that
 * carries the current record keeps it, so the user can compare and re-base; field errors are kept too.
 */
export function failureFrom(status: number, body: unknown, at: number): WriteFailure {
  const texts = errorTexts(body);
  const title = texts.title || `The server refused the change (HTTP ${status}).`;
  const failure: WriteFailure = { status, title, message: texts.message, at };
  const current = isObject(body) ? body.data : undefined;
  if (status === 409 && isObject(current) && typeof current.version === 'number') failure.current = current;
  const errors = fieldErrors(body);
  if (errors.length > 0) failure.errors = errors;
  return failure;
}

/** A short text of the body for the pending-writes panel; binary bodies are described, not shown. */
export function bodyPreview(record: Pick<OutboxRecord, 'body' | 'headers'>, maxChars = 400): string {
  if (!record.body) return '';
  const type = record.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!/json|text|x-www-form-urlencoded/i.test(type)) return `${record.body.byteLength} bytes`;
  const text = new TextDecoder().decode(record.body);
  return text.length > maxChars ? `${text.slice(0, maxChars)}…` : text;
}

/**
 * What the panel and the notices call a write: the action named when it was queued ("Approve WO-002888"),
 * or, for a record kept by an older version, its method and path.
 */
export function writeLabel(record: Pick<OutboxRecord, 'method' | 'url' | 'action'>): string {
  return record.action?.label ?? describeWrite(record);
}

/** "PUT organisation/Warehouse?id=…" without the API root. */
export function describeWrite(record: Pick<OutboxRecord, 'method' | 'url'>): string {
  const url = new URL(record.url, 'http://localhost');
  const path = url.pathname.replace(/^\/api\//, '');
  return `${record.method} ${path}${url.search}`;
}
