import { SERVICES, serviceBase } from '../api/services';

/** Cached API answers are per user: the page deletes this cache at logout. */
export const API_CACHE = 'api-reads';
export const TILE_CACHE = 'map-tiles';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * POST endpoints of the API contract that only read (lists with a filter body, searches, reports). They are
 * never queued: a read replayed later has nobody waiting for its answer.
 */
const READ_POST_SEGMENT = /^(Get|Search)|^(DynamicWorkorderReport|DashboardDataByWidgetId)$/;

/**
 * Calls that only make sense with the server there (bulk import and export, and their files): never kept in
 * the outbox and never answered from the cache. A queued upload would hold a whole workbook in IndexedDB and
 * start a job nobody watches; a queued export makes a file nobody waits for; a cached job or download would
 * show an old status or keep large files in the API cache. Matched by path segment: the last one `Import` or
 * `Export` (Crew/Import, Workorder/Export...), or any one `FileProcessQueue` or `SampleFile` (the file service).
 */
const ONLINE_ONLY_LAST_SEGMENT = /^(Import|Export)$/;
const ONLINE_ONLY_SEGMENT = /^(FileProcessQueue|SampleFile)$/;

/** Map tiles by their `{z}/{x}/{y}` path, whichever tile server MAP_TILE_URL points at. */
const TILE_PATH = /\/\d{1,2}\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/i;

export interface ApiLayout {
  /** Absolute base URL of each service, e.g. `https://host/api/account/`. */
  bases: string[];
  /** Absolute URL prefix of the auth calls, which are never queued. */
  auth: string;
}

export function apiLayout(origin: string): ApiLayout {
  return {
    bases: SERVICES.map((service) => new URL(serviceBase(service), origin).href),
    auth: new URL(`${serviceBase('account')}Auth/`, origin).href,
  };
}

export function isApiUrl(url: string, layout: ApiLayout): boolean {
  return layout.bases.some((base) => url.startsWith(base));
}

export function isReadLikePost(url: string): boolean {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return READ_POST_SEGMENT.test(segments.at(-1) ?? '');
}

/** Bulk import, export and the file service: online only, whatever the method (see ONLINE_ONLY_SEGMENT). */
export function isOnlineOnly(url: string): boolean {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return (
    ONLINE_ONLY_LAST_SEGMENT.test(segments.at(-1) ?? '') ||
    segments.some((segment) => ONLINE_ONLY_SEGMENT.test(segment))
  );
}

/** A write the service worker keeps in its outbox when it cannot reach the server. */
export function isOutboxWrite(method: string, url: string, layout: ApiLayout): boolean {
  if (!WRITE_METHODS.has(method.toUpperCase())) return false;
  if (!isApiUrl(url, layout) || url.startsWith(layout.auth)) return false;
  if (isOnlineOnly(url)) return false;
  return !(method.toUpperCase() === 'POST' && isReadLikePost(url));
}

/** An API read the service worker answers from its cache when the network fails. */
export function isCacheableApiRead(method: string, url: string, layout: ApiLayout): boolean {
  return method.toUpperCase() === 'GET' && isApiUrl(url, layout) && !isOnlineOnly(url);
}

export function isMapTile(url: string): boolean {
  return TILE_PATH.test(new URL(url).pathname);
}

/** Navigations under the API root must reach the server, never the SPA shell. */
export function apiNavigationDenylist(layout: ApiLayout): RegExp[] {
  const paths = new Set(['/api/', ...layout.bases.map((base) => new URL(base).pathname)]);
  return [...paths].map((path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}
