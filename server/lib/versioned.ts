import { SERVER_MESSAGES } from '../../src/domain/messages';
import { conflict, notFound } from './http-errors';

/**
 * Applies an update that matched on the version the client based it on. When nothing matched, the record
 * either is gone (404) or changed since (409 carrying the current record, so the client can show both).
 */
export async function versionedUpdate<R, C>(
  attempt: () => Promise<R[]>,
  current: () => Promise<C | null | undefined>,
): Promise<R> {
  const [updated] = await attempt();
  if (updated) return updated;
  const now = await current();
  if (!now) throw notFound();
  throw conflict(SERVER_MESSAGES.staleVersion, now);
}
