import type { FetchStatus } from '@tanstack/react-query';

/** What a query result says about where its data is; a UseQueryResult fits. */
export interface QueryPresence {
  data: unknown;
  fetchStatus: FetchStatus;
  /** keepPreviousData shows another page's rows while this one loads; offline they are not this page's. */
  isPlaceholderData?: boolean;
}

export const NOT_ON_DEVICE_TITLE = 'Not on this device yet';
export const NOT_ON_DEVICE_TEXT =
  'It has not been loaded on this device. Connect once to load it; after that it stays here for offline use.';
/** A dropdown whose options were never loaded: its list is not empty, it is missing. */
export const OPTIONS_NOT_ON_DEVICE = 'The options are not on this device yet: connect once to load them.';

/**
 * True when a query has nothing to show because the device is offline and it was never answered here: it is
 * paused (networkMode 'online' waits for the connection) and holds no data of its own. Distinct from an empty
 * answer (data with no rows), a load in progress (fetching) and a failure (error): a screen must say "not on
 * this device", never "nothing here" and never spin until the connection returns.
 */
export function isNotOnDevice(query: QueryPresence): boolean {
  return query.fetchStatus === 'paused' && (query.data === undefined || query.isPlaceholderData === true);
}

/** True when any of a screen's queries is not on the device (see isNotOnDevice). */
export function anyNotOnDevice(...queries: QueryPresence[]): boolean {
  return queries.some(isNotOnDevice);
}

/** An empty dropdown says its options are not on the device (offline, never loaded), or `nothingFound`. */
export function optionsMessage(query: QueryPresence, nothingFound: string): string {
  return isNotOnDevice(query) ? OPTIONS_NOT_ON_DEVICE : nothingFound;
}
