import type { PushPayload } from '../src/domain/push';
import { PUSH_FALLBACK_URL, pushTarget } from '../src/domain/push';
import { OPEN_ROUTE, type OpenRouteMessage } from '../src/offline/channel';

/*
 * Web Push in the worker: a push the server sent (server/notifications/push-delivery.ts) becomes a system
 * notification, and a tap on it brings the console to the record. Kept free of the worker's globals so the
 * tap's choice of window can be exercised from a page too.
 */

const ICON = '/pwa-192x192.png';

/** The payload as the server writes it; anything else still shows something rather than nothing. */
export function readPush(data: unknown): PushPayload {
  const value = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<string, unknown>>;
  const text = (key: string, fallback: string) =>
    typeof value[key] === 'string' ? (value[key] as string) : fallback;
  return {
    id: text('id', ''),
    event: text('event', ''),
    title: text('title', 'Field Console'),
    body: text('body', 'You have a new notification.'),
    url: pushTarget(text('url', PUSH_FALLBACK_URL)),
  };
}

/** The system notification of a push: tagged by the notification, so a repeat replaces it. */
export function notificationOf(payload: PushPayload): { title: string; options: NotificationOptions } {
  return {
    title: payload.title,
    options: {
      body: payload.body,
      icon: ICON,
      ...(payload.id ? { tag: payload.id } : {}),
      data: { url: payload.url, event: payload.event },
    },
  };
}

interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  postMessage(message: OpenRouteMessage): void;
}

/**
 * A tap: the console already open in a window is focused and told to show the record (its router moves,
 * nothing reloads, an edit in progress elsewhere in the app is not thrown away); with none, a new window
 * opens at the record.
 */
export async function openRoute(
  url: string,
  origin: string,
  windows: readonly WindowLike[],
  openWindow: (url: string) => Promise<unknown>,
): Promise<'focused' | 'opened'> {
  const target = pushTarget(url);
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    // Focusing is the browser's to allow (a tap does); the window is told the route either way.
    await open.focus().catch(() => undefined);
    open.postMessage({ type: OPEN_ROUTE, url: target });
    return 'focused';
  }
  await openWindow(new URL(target, origin).href);
  return 'opened';
}

/** The payload of a push event (JSON from the server; text or nothing shows the generic notification). */
export function pushData(event: PushEvent): unknown {
  try {
    return event.data?.json();
  } catch {
    return null;
  }
}
