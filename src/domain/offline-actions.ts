import {
  NOTHING_KNOWN,
  type ActionRequest,
  type KnownRecords,
  type OfflinePolicy,
  type OfflineRoute,
  type WriteAction,
} from './offline-action-kit';
import { CONTRACTS, type ContractService } from './contracts/index';

export type { ActionRequest, KnownRecords, OfflinePolicy, WriteAction } from './offline-action-kit';
export { parseWriteAction } from './offline-action-kit';

/** The services of SPEC section 7, as the table names them (src/api/services.ts names the same seven). */
export type OfflineService = ContractService;

/**
 * Every route of the API contract (docs/api.md) with what it does offline, keyed `METHOD service/Path` as the
 * server registers it ("POST workorder/Workorder/UpdateApprovalStatus"; `{id}` for a path parameter): each
 * contract's `offline` policy (src/domain/contracts). The service worker queues a write only when its route
 * says `queue`, answers only `read` GETs from its cache, and treats a route missing here as online only: a
 * new call is never queued by accident. tests/api/contracts.test.ts fails when the server registers a route
 * no contract declares.
 */
export const OFFLINE_ROUTES: ReadonlyMap<string, OfflineRoute> = new Map(
  CONTRACTS.map((contract): [string, OfflineRoute] => [contract.key, contract.offline]),
);

/** Routes with a path parameter, as patterns: `GET document/Image/{id}` matches `GET document/Image/5f…`. */
const PATTERNS: Array<[RegExp, OfflineRoute]> = [...OFFLINE_ROUTES]
  .filter(([key]) => key.includes('{'))
  .map(([key, route]) => {
    const source = key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    return [new RegExp(`^${source}$`), route];
  });

/** The route of a request, by method, service and the path after the service base; undefined when unknown. */
export function offlineRoute(method: string, service: string, path: string): OfflineRoute | undefined {
  const key = `${method.toUpperCase()} ${service}/${path}`;
  return OFFLINE_ROUTES.get(key) ?? PATTERNS.find(([pattern]) => pattern.test(key))?.[1];
}

/** What a request may do offline; a route the table does not name is online only. */
export function offlinePolicy(method: string, service: string, path: string): OfflinePolicy {
  return offlineRoute(method, service, path)?.policy ?? 'online-only';
}

/** The action a queued write performs, named with what the device knows; null unless its route queues. */
export function describeAction(
  service: string,
  request: ActionRequest,
  known: KnownRecords = NOTHING_KNOWN,
): WriteAction | null {
  const route = offlineRoute(request.method, service, request.path);
  return route?.policy === 'queue' ? route.describe(request, known) : null;
}
