import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  isCacheableApiRead,
  isMapTile,
  isOutboxWrite,
  TILE_CACHE,
  type ApiLayout,
} from '../src/offline/request-rules';
import { handleWrite } from './outbox';
import { notifyPages } from './session';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Tiles from a server without CORS headers arrive opaque (status 0); they are kept too, so a map seen once
 * still draws offline. Browsers count opaque entries generously against the quota, hence the entry limit and
 * purgeOnQuotaError: tiles are the first thing given up when space runs out.
 */
const keepOpaqueTiles: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 || response.type === 'opaque' ? response : null,
};

/**
 * A read that gets no response is answered from the cache, so the page cannot see that the server is gone;
 * the worker tells it, and the page says so in the header and asks again until the server answers.
 */
const reportUnreachable: WorkboxPlugin = {
  fetchDidFail: async () => notifyPages({ type: 'server-unreachable' }),
};

export function registerApiRoutes(layout: ApiLayout): void {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    registerRoute(({ request }) => isOutboxWrite(request.method, request.url, layout), handleWrite, method);
  }

  registerRoute(
    ({ request }) => isCacheableApiRead(request.method, request.url, layout),
    new NetworkFirst({
      cacheName: API_CACHE,
      // A slow answer is still worth waiting for; only a hanging network falls back to the copy.
      networkTimeoutSeconds: 10,
      // The Authorization header changes with every refresh; the cached answer is still the same resource.
      matchOptions: { ignoreVary: true },
      plugins: [
        reportUnreachable,
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 7 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}

export function registerTileRoute(): void {
  registerRoute(
    ({ request }) => isMapTile(request.url),
    new CacheFirst({
      cacheName: TILE_CACHE,
      plugins: [
        keepOpaqueTiles,
        new ExpirationPlugin({ maxEntries: 2000, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
