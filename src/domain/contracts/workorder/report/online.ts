import { onlineOnly } from '../../../offline-action-kit';

/**
 * What every report and dashboard call shares: the work order service, and no offline use. They need the
 * server: a run is answered by the database, and a saved report's SQL is checked by the server's sandbox.
 * Their definitions are shown from the cached queries while offline.
 */
export const reportCall = { service: 'workorder', offline: onlineOnly } as const;
