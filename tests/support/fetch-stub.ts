import { vi } from 'vitest';

/** One request as the page sent it. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A success envelope, as every service answers. */
export function dataResponse(data: unknown, headers: Record<string, string> = {}): Response {
  return jsonResponse(200, { data }, headers);
}

/** A failure envelope. */
export function errorResponse(
  status: number,
  body: {
    title?: string;
    message?: string;
    returnMessage?: string[];
    errors?: { field: string; message: string }[];
  },
): Response {
  return jsonResponse(status, { title: '', message: '', returnMessage: [], errors: [], ...body });
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Replaces the network: `handler` answers each request the client sends. Returns the requests in order.
 * jsdom has no server to talk to, so this is the one place unit tests stand in for the API.
 */
export function stubFetch(handler: Handler): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
    };
    sent.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}
