import { describeAction, parseWriteAction, type WriteAction } from '../domain/offline-actions';
import { writeBody } from './conflict';
import type { OutboxRecord } from './outbox-record';
import { apiRoute, type ApiLayout } from './request-rules';

/** The action the page named in its header (URI-encoded JSON), or null when absent or not an action. */
export function actionFromHeader(header: string | null): WriteAction | null {
  if (!header) return null;
  try {
    return parseWriteAction(JSON.parse(decodeURIComponent(header)));
  } catch {
    return null;
  }
}

/**
 * The action of a kept write: the one the page named with what it knew, else the route table's own naming
 * from the request alone ("Edit a crew" where the page would say "Edit crew North Line 2"). Undefined for a
 * request the table does not queue.
 */
export function recordAction(
  record: Pick<OutboxRecord, 'method' | 'url' | 'body' | 'action'>,
  layout: ApiLayout,
  header: string | null = null,
): WriteAction | undefined {
  const named = record.action ?? actionFromHeader(header);
  if (named) return named;
  const route = apiRoute(record.url, layout);
  if (!route) return undefined;
  const request = { method: record.method, path: route.path, query: route.query, body: writeBody(record) };
  return describeAction(route.service, request) ?? undefined;
}
