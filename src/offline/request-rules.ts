import { SERVICES, serviceBase, type ServiceName } from '../api/services';
import { offlinePolicy, type OfflinePolicy } from '../domain/offline-actions';

export { API_CACHE, TILE_CACHE } from './cache-names';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Map tiles by their `{z}/{x}/{y}` path, whichever tile server MAP_TILE_URL points at. */
const TILE_PATH = /\/\d{1,2}\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/i;

export interface ApiLayout {
  /** Absolute base URL of each service, e.g. `https://host/api/account/`. */
  bases: string[];
  services: ReadonlyArray<readonly [ServiceName, string]>;
}

export function apiLayout(origin: string): ApiLayout {
  const services = SERVICES.map((service) => [service, new URL(serviceBase(service), origin).href] as const);
  return { bases: services.map(([, base]) => base), services };
}

/** An API request as the offline route table reads it: its service, the path after the base, its query. */
export interface ApiRoute {
  service: ServiceName;
  path: string;
  query: Record<string, string>;
}

export function apiRoute(url: string, layout: ApiLayout): ApiRoute | null {
  const entry = layout.services.find(([, base]) => url.startsWith(base));
  if (!entry) return null;
  const parsed = new URL(url);
  const path = decodeURI(parsed.pathname.slice(new URL(entry[1]).pathname.length));
  return { service: entry[0], path, query: Object.fromEntries(parsed.searchParams) };
}

/**
 * What a request may do offline, from the route table in src/domain/offline-actions.ts; null for a URL
 * outside the API. A route the table does not name is online only: never queued, never answered from a cache.
 */
export function requestPolicy(method: string, url: string, layout: ApiLayout): OfflinePolicy | null {
  const route = apiRoute(url, layout);
  return route ? offlinePolicy(method, route.service, route.path) : null;
}

/** A write the service worker keeps in its outbox: its route says it may wait (`queue`). */
export function isOutboxWrite(method: string, url: string, layout: ApiLayout): boolean {
  return WRITE_METHODS.has(method.toUpperCase()) && requestPolicy(method, url, layout) === 'queue';
}

/**
 * An API read the service worker answers from its cache when the network fails: a GET whose route is a
 * `read`. Online-only reads (job status, downloads, report runs) always go to the server.
 */
export function isCacheableApiRead(method: string, url: string, layout: ApiLayout): boolean {
  return method.toUpperCase() === 'GET' && requestPolicy(method, url, layout) === 'read';
}

export function isMapTile(url: string): boolean {
  return TILE_PATH.test(new URL(url).pathname);
}

/** Navigations under the API root must reach the server, never the SPA shell. */
export function apiNavigationDenylist(layout: ApiLayout): RegExp[] {
  const paths = new Set(['/api/', ...layout.bases.map((base) => new URL(base).pathname)]);
  return [...paths].map((path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}
