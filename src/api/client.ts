import type { FetchResponse } from 'ofetch';
import { saveAuthTokenHeader } from './auth-token';
import { SessionEndedError, type ApiError } from './errors';
import {
  isWrite,
  newIdempotencyKey,
  readErrorBody,
  send,
  toApiError,
  unwrapData,
  type HttpMethod,
  type QueryParams,
} from './http';
import type { ServiceName } from './services';
import { currentToken } from './session';
import { refreshSession } from './token-refresh';

export interface RequestOptions {
  query?: QueryParams;
  /** Pass the key of the logical write when retrying it; a new key is made when absent. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeout?: number;
  /** Send no bearer token and never refresh (sign-in, token refresh, forgotten password). */
  anonymous?: boolean;
}

export interface ServiceClient {
  readonly service: ServiceName;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** A file download: the response body as a Blob instead of the `data` envelope. */
  blob(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<Blob>;
}

async function exchange(
  service: ServiceName,
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
  responseType: 'json' | 'blob',
): Promise<FetchResponse<unknown>> {
  const { anonymous, ...rest } = options;
  // The same key goes with the retry after a refresh: the server then applies the write at most once.
  const idempotencyKey = isWrite(method) ? (options.idempotencyKey ?? newIdempotencyKey()) : undefined;
  const attempt = (bearer: string | null) =>
    send(service, method, path, { ...rest, body, idempotencyKey, bearer, responseType });

  if (anonymous) return attempt(null);
  const bearer = currentToken();
  let response = await attempt(bearer);
  if (response.status === 401 && bearer) {
    const session = await refreshSession(bearer);
    if (!session) throw new SessionEndedError(401, (await toApiError(response)).body);
    response = await attempt(currentToken(session));
  }
  saveAuthTokenHeader(response.headers);
  return response;
}

async function blobError(response: FetchResponse<unknown>): Promise<ApiError> {
  if (!(response._data instanceof Blob)) return toApiError(response);
  let body: unknown;
  try {
    body = JSON.parse(await response._data.text());
  } catch {
    // Not JSON: the generic error.
  }
  return readErrorBody(response.status, body);
}

/** A client for one service base: bearer token, no-cache JSON, the `data` envelope unwrapped, 401 refreshed. */
export function createServiceClient(service: ServiceName): ServiceClient {
  async function json<T>(method: HttpMethod, path: string, body: unknown, options: RequestOptions = {}) {
    const response = await exchange(service, method, path, body, options, 'json');
    if (!response.ok) throw await toApiError(response);
    return unwrapData<T>(response);
  }
  return {
    service,
    get: (path, options) => json('GET', path, undefined, options),
    post: (path, body, options) => json('POST', path, body, options),
    put: (path, body, options) => json('PUT', path, body, options),
    delete: (path, body, options) => json('DELETE', path, body, options),
    async blob(method, path, body, options = {}) {
      const response = await exchange(service, method, path, body, options, 'blob');
      if (!response.ok) throw await blobError(response);
      return response._data as Blob;
    },
  };
}

/** One client per service base of SPEC section 7. */
export const api = {
  organisation: createServiceClient('organisation'),
  account: createServiceClient('account'),
  document: createServiceClient('document'),
  file: createServiceClient('file'),
  asset: createServiceClient('asset'),
  workflow: createServiceClient('workflow'),
  workorder: createServiceClient('workorder'),
} as const satisfies Record<ServiceName, ServiceClient>;
