import type { ActionRequest, WriteAction } from '../domain/offline-action-kit';
import type { QueryParams, ServiceName } from './services';

/**
 * Names a write as a person would, with what the page knows (see src/offline/known-records.ts). It answers
 * with a promise: the route table that names writes is fetched with the first write, not at start.
 */
export type WriteNamer = (service: ServiceName, request: ActionRequest) => Promise<WriteAction | null>;

let namer: WriteNamer | null = null;

/**
 * The offline layer names writes once it runs (it reads the cached queries); until then, or without a
 * service worker to keep them, writes go without a name. Returns the function that stops it.
 */
export function nameWritesWith(next: WriteNamer): () => void {
  namer = next;
  return () => {
    if (namer === next) namer = null;
  };
}

function isJsonBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  return !(body instanceof FormData || body instanceof Blob || body instanceof ArrayBuffer);
}

/**
 * The ACTION_HEADER value of a write: its action as URI-encoded JSON, or undefined when nothing names it or
 * no service worker would keep it (the header is then useless, and across origins it would cost a preflight).
 */
export async function actionHeaderValue(
  service: ServiceName,
  method: string,
  path: string,
  query: QueryParams | undefined,
  body: unknown,
): Promise<string | undefined> {
  if (!namer || typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return undefined;
  const [bare = '', search = ''] = path.split('?');
  const params: Record<string, string> = Object.fromEntries(new URLSearchParams(search));
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params[name] = String(value);
  }
  const action = await namer(service, {
    method,
    path: bare,
    query: params,
    body: isJsonBody(body) ? body : undefined,
  });
  return action ? encodeURIComponent(JSON.stringify(action)) : undefined;
}
