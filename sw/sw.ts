import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isPageCommand, type PageCommand } from '../src/offline/channel';
import { API_CACHE, apiLayout, apiNavigationDenylist } from '../src/offline/request-rules';
import { clearOutbox, replayOutbox, retryFailedWrite, SYNC_TAG } from './outbox';
import { notificationOf, openRoute, pushData, readPush } from './push';
import { registerApiRoutes, registerTileRoute } from './runtime-caching';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const layout = apiLayout(self.location.origin);

// Shell, code, fonts and icons; the list is injected at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every in-app URL opens the shell (offline too); the API answers for itself, even when a tab navigates to it.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: apiNavigationDenylist(layout) }),
);
registerApiRoutes(layout);
registerTileRoute();

async function run(command: PageCommand): Promise<void> {
  switch (command.type) {
    case 'SKIP_WAITING':
      await self.skipWaiting();
      return;
    case 'outbox-replay':
      await replayOutbox();
      return;
    case 'outbox-retry':
      await retryFailedWrite(command.id);
      return;
    case 'offline-data-cleared':
      await Promise.all([clearOutbox(), caches.delete(API_CACHE)]);
      return;
  }
}

self.addEventListener('message', (event) => {
  if (isPageCommand(event.data)) event.waitUntil(run(event.data));
});

// Background Sync: the browser wakes the worker once it has a connection. Rejecting asks it to try again
// later for the writes still waiting.
self.addEventListener('sync', (event: Event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag !== SYNC_TAG) return;
  sync.waitUntil(
    replayOutbox().then((outcome) => {
      if (outcome.waiting) throw new Error('Writes still wait for the server or a new sign-in');
    }),
  );
});

// Web Push: shown whether or not a console window is open; a tap focuses the console at the record.
self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(readPush(pushData(event)));
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * What a tap on a notification does. Also on the worker's scope, for the browser test: no tap can be
 * scripted.
 */
async function openNotification(notification: Notification): Promise<'focused' | 'opened'> {
  notification.close();
  const url = (notification.data as { url?: unknown } | null)?.url;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return openRoute(typeof url === 'string' ? url : '', self.location.origin, windows, (href) =>
    self.clients.openWindow(href),
  );
}
Object.assign(self, { openNotification });

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(event.notification));
});

// Versions before the outbox held its own order kept a second copy of each request in workbox's queue; the
// outbox records hold the whole request, so that copy is only dropped.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase('workbox-background-sync');
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    }),
  );
});

// The first install takes control at once so the very first session already has the outbox. Updates wait
// for the user to choose Reload (registerType 'prompt'), then SKIP_WAITING activates them.
clientsClaim();
