import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '../domain/auth';
import type { PermissionKey } from '../domain/permissions';
import { callEndpoint } from '../api/call';
import { currentToken } from '../api/session';
import { takeStartSession } from '../api/start-session';
import { SESSION_ENDPOINT } from '../domain/contracts/account/auth-endpoints';
import { authKeys } from './query-keys';

/**
 * The schema (and zod) load beside the request: the router and the sign-in screen need neither. The page's
 * first call takes the answer to the request its start script sent (src/api/start-session.ts).
 */
export async function fetchSessionInfo(signal?: AbortSignal): Promise<SessionInfo> {
  const send = () => callEndpoint<unknown>(SESSION_ENDPOINT, {}, { signal });
  const started = takeStartSession(currentToken());
  const [data, { sessionInfoSchema }] = await Promise.all([
    started ? started.then((answer) => answer ?? send()) : send(),
    import('../domain/auth'),
  ]);
  return sessionInfoSchema.parse(data);
}

/** When this page was loaded: session data from before it came out of the persisted offline copy. */
const PAGE_LOADED_AT = Date.now();
const SESSION_FRESH_MS = 5 * 60 * 1000;

export function sessionInfoQueryOptions() {
  return queryOptions({
    queryKey: authKeys.session(),
    queryFn: ({ signal }) => fetchSessionInfo(signal),
    // The persisted copy lets an offline start show the shell, but a (re)load while online asks again: a
    // role changed meanwhile must change the navigation at the next start, not five minutes later.
    staleTime: (query) => (query.state.dataUpdatedAt < PAGE_LOADED_AT ? 0 : SESSION_FRESH_MS),
  });
}

/** Who is signed in, their organisation and their permission keys (the session call, getSession). */
export function useSessionInfo() {
  return useQuery(sessionInfoQueryOptions());
}

/**
 * Whether the session holds a permission. `null` means the route or action needs no key (only /dashboard and
 * personal settings), which every signed-in user has. The client only hides; the server enforces.
 */
export function hasPermission(info: SessionInfo | undefined, key: PermissionKey | null): boolean {
  if (!info) return false;
  return key === null || info.permissions.includes(key);
}

/** `useCan('asset.view')`: false while the session is loading, so nothing flashes into view and out again. */
export function useCan(key: PermissionKey | null): boolean {
  const { data } = useSessionInfo();
  return hasPermission(data, key);
}

/** For screens that check several flags at once (create, view, reopen, update...). */
export function useCanMany<const Keys extends readonly PermissionKey[]>(
  keys: Keys,
): Record<Keys[number], boolean> {
  const { data } = useSessionInfo();
  return Object.fromEntries(keys.map((key) => [key, hasPermission(data, key)])) as Record<
    Keys[number],
    boolean
  >;
}
