import {
  NOTHING_KNOWN,
  type ActionRequest,
  type KnownRecords,
  type OfflinePolicy,
  type OfflineRoute,
  type WriteAction,
} from './offline-action-kit';
import { CONTRACTS_BY_SERVICE, type ContractService } from './contracts/index';
import { PLACE_ROUTES } from './offline-routes/workorder-places';

export type { ActionRequest, KnownRecords, OfflinePolicy, WriteAction } from './offline-action-kit';
export { parseWriteAction } from './offline-action-kit';

/** The services of SPEC section 7, as the table names them (src/api/services.ts names the same seven). */
export type OfflineService = ContractService;

/**
 * The routes of a service: those its contracts declare (src/domain/contracts), then the entries of its old
 * table (`METHOD Path`) for a service not yet declared as contracts.
 */
function routesOf(service: OfflineService, unconverted: Record<string, OfflineRoute> = {}) {
  const declared = (CONTRACTS_BY_SERVICE[service] ?? []).map((contract): [string, OfflineRoute] => [
    contract.key,
    contract.offline,
  ]);
  const listed = Object.entries(unconverted).map(([key, route]): [string, OfflineRoute] => {
    const [method, path] = key.split(' ');
    return [`${method} ${service}/${path}`, route];
  });
  return [...declared, ...listed];
}

/**
 * Every route of the API contract (docs/api.md) with what it does offline, keyed `METHOD service/Path` as the
 * server registers it ("POST workorder/Workorder/UpdateApprovalStatus"; `{id}` for a path parameter). The
 * service worker queues a write only when its route says `queue`, answers only `read` GETs from its cache,
 * and treats a route missing here as online only: a new call is never queued by accident. A test fails when
 * the server registers a route this table does not name.
 */
export const OFFLINE_ROUTES: ReadonlyMap<string, OfflineRoute> = new Map([
  ...routesOf('account'),
  ...routesOf('organisation'),
  ...routesOf('document'),
  ...routesOf('file'),
  ...routesOf('workorder', PLACE_ROUTES),
  ...routesOf('asset'),
  ...routesOf('workflow'),
]);

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
