import type { ContractService } from '../domain/contracts/kit';

/** The service bases of SPEC section 7. Each is read from config so the console can target another backend. */
export const SERVICES = [
  'organisation',
  'account',
  'document',
  'file',
  'asset',
  'workflow',
  'workorder',
] as const satisfies readonly ContractService[];
export type ServiceName = (typeof SERVICES)[number];

/** Response header the service worker sets on a write it queued instead of sending. */
export const QUEUED_HEADER = 'x-queued-offline';

/**
 * Request header in which the page names the action a write performs (URI-encoded JSON of a WriteAction),
 * with what it knows from its cached queries; the service worker keeps it beside the queued request and
 * never sends it to the server.
 */
export const ACTION_HEADER = 'x-outbox-action';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Base URL of a service in a given environment (VITE_API_ROOT, VITE_API_<SERVICE>): the build reads it too,
 * for the request the page's start script sends (vite-start-preload.ts).
 */
export function serviceBaseIn(env: Env, service: ServiceName): string {
  const root = env.VITE_API_ROOT ?? '/api';
  return env[`VITE_API_${service.toUpperCase()}`] ?? `${root}/${service}/`;
}

/** Base URL of a service, e.g. `/api/account/`. Overridable per service with VITE_API_<SERVICE>. */
export function serviceBase(service: ServiceName): string {
  return serviceBaseIn(import.meta.env as Env, service);
}

/** Query-string parameters of a call; null and undefined ones are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;
