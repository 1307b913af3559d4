import { saveAuthTokenHeader } from './auth-token';

/**
 * The session call the page's start script sends (vite-start-preload.ts) while the console's code is still on
 * its way: with a stored session, every signed-in screen waits for that answer (permissions), and asked for
 * only once the code has run it cost one more round trip before the first screen.
 */
export interface StartSession {
  /** The bearer token the request was sent with. */
  token: string;
  /** The response, or null when no response came (offline). */
  response: Promise<Response | null>;
}

/** The window property the start script leaves the request under. */
export const START_SESSION_PROPERTY = '__fieldConsoleStartSession';

type WithStartSession = Record<typeof START_SESSION_PROPERTY, StartSession | undefined>;

/**
 * The `data` of the start script's session answer, for the first session call of the page only (later calls
 * must see later changes). Null when there is none to use, and the caller sends the call itself: no start
 * request, another token since (a refresh), no response, or anything but a 200 (a 401 goes through the
 * client's refresh).
 */
export function takeStartSession(token: string | null): Promise<unknown> | null {
  const holder = window as unknown as WithStartSession;
  const start = holder[START_SESSION_PROPERTY];
  holder[START_SESSION_PROPERTY] = undefined;
  if (!start || !token || start.token !== token) return null;
  return start.response.then(async (response) => {
    if (response?.status !== 200) return null;
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null || !('data' in body)) return null;
    saveAuthTokenHeader(response.headers);
    return body.data ?? null;
  });
}
