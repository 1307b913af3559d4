/**
 * One declaration per API call: its method and path, schemas, permission, offline policy and documentation.
 * The server registers the route from it (server/lib/route.ts), the console calls it (src/api/call.ts) and
 * the offline table is built from it (offline-actions.ts), so none of them spells the path again.
 */
import type { z } from 'zod';
import type { OfflineRoute } from '../offline-action-kit';
import type { PermissionKey } from '../permissions';

/** The service bases of SPEC section 7 (src/api/services.ts names the same seven). */
export type ContractService =
  'organisation' | 'account' | 'document' | 'file' | 'asset' | 'workflow' | 'workorder';

export type ContractMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The failures the API answers in the error envelope (server/plugins/errors.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500;

/**
 * A permission the request decides (the data type named in the body picks the key): the server supplies
 * the rule when it registers the route; `label` is what the API documentation prints.
 */
export interface PermissionByRequest {
  readonly byRequest: string;
}

export function byRequest(label: string): PermissionByRequest {
  return { byRequest: label };
}

/**
 * Any one of a list (lookups several areas' screens use); 'signed-in' for every signed-in user; 'public' for
 * the few calls made before signing in (sign-in itself, token refresh, password reset).
 */
export type ContractPermission =
  PermissionKey | readonly PermissionKey[] | 'signed-in' | 'public' | PermissionByRequest;

type Schema = z.ZodType | undefined;

export interface ContractSpec<
  S extends ContractService,
  M extends ContractMethod,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends z.ZodType,
> {
  service: S;
  method: M;
  /** After the service base, with `{name}` for a path parameter: `Workorder/GetAll`, `Image/{id}`. */
  path: string;
  /** The OpenAPI summary; the console's build leaves it out (`contractSummaries` in vite.config.ts). */
  summary: string;
  /** The OpenAPI operationId, where the one derived from the path would not do (docs/api.md). */
  operationId?: string;
  /** The OpenAPI tags; by default the path's first segment. */
  tags?: readonly string[];
  permission: ContractPermission;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the success envelope. */
  response: R;
  /** What the call does offline: read, queue(describe) or onlineOnly (offline-action-kit.ts). */
  offline: OfflineRoute;
  /** Failures beyond those of its method (400-404 and 500 for GET, 409 and 422 more else): 413 for an upload. */
  errors?: readonly ErrorStatus[];
}

export type Contract<
  S extends ContractService = ContractService,
  M extends ContractMethod = ContractMethod,
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends z.ZodType = z.ZodType,
> = Readonly<Omit<ContractSpec<S, M, P, Q, B, R>, 'params' | 'query' | 'body' | 'tags'>> & {
  /** `METHOD service/path`, as the offline table and the route test name it. */
  readonly key: string;
  readonly tags: readonly string[];
  /** undefined where the call has no such part. */
  readonly params: P;
  readonly query: Q;
  readonly body: B;
};

/** Any contract, whatever its schemas (what lists and helpers take). */
export type AnyContract = Contract<
  ContractService,
  ContractMethod,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- schemas of any shape, read back by inference
  any,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  any,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  any,
  z.ZodType
>;

/** A contract, frozen; its `key` is `METHOD service/path`. */
/* @__NO_SIDE_EFFECTS__ */
export function defineContract<
  const S extends ContractService,
  const M extends ContractMethod,
  R extends z.ZodType,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
>(spec: ContractSpec<S, M, P, Q, B, R>): Contract<S, M, P, Q, B, R> {
  return Object.freeze({
    ...spec,
    params: spec.params as P,
    query: spec.query as Q,
    body: spec.body as B,
    key: `${spec.method} ${spec.service}/${spec.path}`,
    tags: spec.tags ?? [spec.path.replace(/\/.*/, '')],
  });
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
/** A part of the input: required unless its schema takes nothing (a query of optional fields read as unknown). */
type Part<K extends string, S> = S extends z.ZodType
  ? undefined extends z.input<S>
    ? { [k in K]?: z.input<S> }
    : { [k in K]: z.input<S> }
  : { [k in K]?: undefined };

/** What a caller sends: the parts the contract has a schema for, typed as the schema takes them. */
export type CallInput<C extends AnyContract> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  Part<'body', C['body']>;

/** What the handler receives once the schemas validated the request. */
export interface ContractRequest<C extends AnyContract> {
  params: Output<C['params']>;
  query: Output<C['query']>;
  body: Output<C['body']>;
}

export type ContractBody<C extends AnyContract> = Input<C['body']>;

/** `data` of the answer, as the response schema reads it. */
export type ContractResponse<C extends AnyContract> = z.output<C['response']>;

/** What a handler may answer: the response schema's input. */
export type ContractAnswer<C extends AnyContract> = z.input<C['response']>;

/** The path with its parameters filled in: `Image/{id}` and `{ id: 'a b' }` give `Image/a%20b`. */
export function contractPath(
  contract: Pick<AnyContract, 'path' | 'key'>,
  params?: Readonly<Record<string, unknown>>,
): string {
  return contract.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${contract.key} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
