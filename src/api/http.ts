import { ofetch, type FetchResponse } from 'ofetch';
import { v7 as uuidv7 } from 'uuid';
import type { ErrorBody } from '../domain/envelope';
import { IDEMPOTENCY_HEADER } from '../domain/envelope-names';
import { parseWriteAction } from '../domain/offline-action-kit';
import { ApiError, WriteQueuedError } from './errors';
import { ACTION_HEADER, QUEUED_HEADER, serviceBase, type QueryParams, type ServiceName } from './services';
import { actionHeaderValue } from './write-naming';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type { QueryParams } from './services';

export interface SendOptions {
  body?: unknown;
  query?: QueryParams;
  /** One key per logical write: the same key is sent again when that write is retried. */
  idempotencyKey?: string;
  bearer?: string | null;
  signal?: AbortSignal;
  timeout?: number;
  responseType?: 'json' | 'blob';
}

/** A fresh Idempotency-Key. Create it once per logical write and pass it to every attempt of that write. */
export function newIdempotencyKey(): string {
  return uuidv7();
}

export function isWrite(method: HttpMethod): boolean {
  return method !== 'GET';
}

const EMPTY_ERROR: ErrorBody = { title: '', message: '', returnMessage: [], errors: [] };

/**
 * Reads the error envelope of a failed body; anything else (a proxy's HTML page) becomes an empty one. The
 * schema, and zod with it, loads with the first failure rather than with the first screen.
 */
export async function readErrorBody(status: number, body: unknown): Promise<ApiError> {
  const { errorBodySchema } = await import('../domain/envelope');
  const parsed = errorBodySchema.safeParse(body);
  return new ApiError(status, parsed.success ? parsed.data : EMPTY_ERROR);
}

/** The ApiError of a failed response (see readErrorBody). */
export function toApiError(response: FetchResponse<unknown>): Promise<ApiError> {
  return readErrorBody(response.status, response._data);
}

function buildHeaders(method: HttpMethod, options: SendOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  if (isWrite(method)) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey ?? newIdempotencyKey();
  return headers;
}

/**
 * One HTTP exchange with a service. Resolves with the raw response whatever its status, except that a write
 * the service worker kept in its outbox (202 + x-queued-offline) is thrown as WriteQueuedError. A request that
 * gets no response at all rejects with ofetch's FetchError.
 */
export async function send(
  service: ServiceName,
  method: HttpMethod,
  path: string,
  options: SendOptions = {},
): Promise<FetchResponse<unknown>> {
  const headers = buildHeaders(method, options);
  const action = isWrite(method)
    ? await actionHeaderValue(service, method, path, options.query, options.body)
    : undefined;
  if (action) headers[ACTION_HEADER] = action;
  const response = await ofetch.raw<unknown, 'json' | 'blob'>(path, {
    baseURL: serviceBase(service),
    method,
    headers,
    // Callers pass their own payload interfaces, which TypeScript will not widen to a record type; ofetch
    // serialises plain objects and arrays as JSON and sends FormData and Blob bodies as they are.
    body: options.body as BodyInit | Record<string, unknown> | undefined,
    query: options.query,
    signal: options.signal,
    timeout: options.timeout,
    responseType: options.responseType ?? 'json',
    retry: 0,
    ignoreResponseError: true,
  });
  if (response.status === 202 && response.headers.get(QUEUED_HEADER)) {
    const queued = response._data as { idempotencyKey?: unknown; action?: unknown } | undefined;
    const key =
      typeof queued?.idempotencyKey === 'string' ? queued.idempotencyKey : headers[IDEMPOTENCY_HEADER];
    throw new WriteQueuedError(key ?? '', parseWriteAction(queued?.action));
  }
  return response;
}

/** The payload of a success envelope `{ data }`. */
export function unwrapData<T>(response: FetchResponse<unknown>): T {
  const body = response._data as { data?: T } | undefined;
  return body?.data as T;
}
