import { IDEMPOTENCY_HEADER } from '../domain/envelope';

/**
 * One write kept in the outbox, stored in the Dexie table `outbox` and shared by the service worker and the
 * page. The record is the authority on whether a write should still be sent: the worker drops a queued
 * request whose record is gone (discarded, or cleared at logout).
 */
export interface OutboxRecord {
  /** The write's Idempotency-Key: one record per logical write. */
  id: string;
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
}

export interface WriteFailure {
  /** HTTP status of the refusing response; 0 when the browser lost the request. */
  status: number;
  title: string;
  message: string;
  at: number;
}

/** What to do with a replayed write, from the status of its response (null: no response). */
export type ReplayVerdict = 'sent' | 'refresh' | 'failed' | 'keep';

/** A write that keeps getting 5xx is surfaced to the user instead of blocking the queue for ever. */
export const MAX_SERVER_ERRORS = 5;

const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'x-auth-token']);
const TRANSIENT_4XX = new Set([408, 425, 429]);

export function stripCredentials(headers: Headers): Array<[string, string]> {
  return [...headers.entries()].filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase()));
}

export async function recordFromRequest(request: Request, id: string, now: number): Promise<OutboxRecord> {
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
export function requestFromRecord(record: OutboxRecord, idempotencyKey = record.id): Request {
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

/** Reads title and message from the error envelope; anything else still yields a readable failure. */
export function failureFrom(status: number, body: unknown, at: number): WriteFailure {
  const texts = errorTexts(body);
  const title = texts.title || `The server refused the change (HTTP ${status}).`;
  return { status, title, message: texts.message, at };
}

/** A short text of the body for the pending-writes panel; binary bodies are described, not shown. */
export function bodyPreview(record: Pick<OutboxRecord, 'body' | 'headers'>, maxChars = 400): string {
  if (!record.body) return '';
  const type = record.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
  if (!/json|text|x-www-form-urlencoded/i.test(type)) return `${record.body.byteLength} bytes`;
  const text = new TextDecoder().decode(record.body);
  return text.length > maxChars ? `${text.slice(0, maxChars)}…` : text;
}

/** "PUT organisation/Warehouse?id=…" without the API root, for people reading the panel. */
export function describeWrite(record: Pick<OutboxRecord, 'method' | 'url'>): string {
  const url = new URL(record.url, 'http://localhost');
  const path = url.pathname.replace(/^\/api\//, '');
  return `${record.method} ${path}${url.search}`;
}
