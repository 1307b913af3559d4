/**
 * Messages between the service worker and the open pages of the console. The worker speaks on a
 * BroadcastChannel (it reaches pages whether or not the worker controls them); pages command the worker with
 * postMessage, which wakes a stopped worker where a channel message would not.
 */
export const OFFLINE_CHANNEL = 'field-console-offline';

/**
 * Web Lock held while a refresh token is being spent. Refresh tokens rotate and reusing one revokes the
 * whole family, so every context that refreshes takes this lock and re-reads the latest session first. The
 * page's refresh (src/api/token-refresh.ts) takes a lock of this same name; the two must stay equal.
 */
export const SESSION_REFRESH_LOCK = 'session-token-refresh';

export type WorkerNotice =
  | { type: 'session-refreshed' }
  /** `refused`: what the first refused writes did, in a person's words ("Approve WO-002888"). */
  | { type: 'outbox-replayed'; sent: number; failed: number; refused?: string[] }
  /** A write or a read got no response although the browser thinks it is online. */
  | { type: 'server-unreachable' };

/** The worker asks the console window a notification was tapped in to show a route (sw/push.ts). */
export const OPEN_ROUTE = 'open-route';
export type OpenRouteMessage = { type: typeof OPEN_ROUTE; url: string };

export function isOpenRouteMessage(value: unknown): value is OpenRouteMessage {
  return (
    typeOf(value) === OPEN_ROUTE &&
    typeof (value as { url?: unknown }).url === 'string' &&
    (value as { url: string }).url.startsWith('/')
  );
}

export type PageCommand =
  | { type: 'outbox-replay' }
  | { type: 'outbox-retry'; id: string }
  | { type: 'offline-data-cleared' }
  | { type: 'SKIP_WAITING' };

function typeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'type' in value ? value.type : undefined;
}

export function isWorkerNotice(value: unknown): value is WorkerNotice {
  const type = typeOf(value);
  return type === 'session-refreshed' || type === 'outbox-replayed' || type === 'server-unreachable';
}

export function isPageCommand(value: unknown): value is PageCommand {
  const type = typeOf(value);
  if (type === 'outbox-retry') {
    return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';
  }
  return type === 'outbox-replay' || type === 'offline-data-cleared' || type === 'SKIP_WAITING';
}
