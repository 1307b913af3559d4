const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The facts about one cached query that decide how old the data on screen is. */
export interface CachedQueryFacts {
  status: 'pending' | 'error' | 'success';
  dataUpdatedAt: number;
  observers: number;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** "less than a minute ago", "1 minute ago", "12 minutes ago", "3 hours ago", "2 days ago". */
export function formatAge(ageMs: number): string {
  const age = Math.max(0, ageMs);
  if (age < MINUTE) return 'less than a minute ago';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  return plural(Math.floor(age / DAY), 'day');
}

/**
 * When the data in view was fetched: the oldest fetch among the queries on screen (what the user is looking
 * at is only as fresh as its stalest part); with none on screen, the newest fetch in the cache.
 */
export function dataFetchedAt(queries: CachedQueryFacts[]): number | null {
  const loaded = queries.filter((query) => query.status === 'success' && query.dataUpdatedAt > 0);
  const onScreen = loaded.filter((query) => query.observers > 0);
  if (onScreen.length > 0) return Math.min(...onScreen.map((query) => query.dataUpdatedAt));
  if (loaded.length > 0) return Math.max(...loaded.map((query) => query.dataUpdatedAt));
  return null;
}

/** "Offline · data from 12 minutes ago", or "Offline · no saved data" before anything was ever loaded. */
export function offlineLabel(fetchedAt: number | null, now: number): string {
  if (fetchedAt === null) return 'Offline · no saved data';
  return `Offline · data from ${formatAge(now - fetchedAt)}`;
}

/**
 * The device has a network but the server does not answer: "Cannot reach the server · data from 12 minutes
 * ago", or "Cannot reach the server · no saved data".
 */
export function unreachableLabel(fetchedAt: number | null, now: number): string {
  return offlineLabel(fetchedAt, now).replace(/^Offline/, 'Cannot reach the server');
}
