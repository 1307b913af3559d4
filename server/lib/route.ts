import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnyContract, ContractAnswer, ContractRequest } from '../../src/domain/contracts/kit';
import { IDEMPOTENCY_HEADER } from '../../src/domain/envelope';
import type { AuthContext } from '../auth/context';
import type { Tx } from '../db/client';
import { withScope } from '../db/client';
import type { IdempotencyClaim, StoredResponse } from './idempotency';
import { claimKey, findStored, parseIdempotencyKey, requestHash, storeResponse } from './idempotency';
import { RawJson } from './raw-json';
import type { RequestPermission, RoutePermission } from './route-guard';
import type { ErrorStatus } from './error-responses';
import { errorResponses, READ_ERRORS, WRITE_ERRORS } from './error-responses';
import { asCaller, describePermission } from './route-guard';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type AnySchema = z.ZodType;

type RouteCompression = Exclude<Parameters<FastifyInstance['route']>[0]['compress'], false | undefined>;

interface RouteDefinition<
  B extends AnySchema,
  Q extends AnySchema,
  P extends AnySchema,
  R extends AnySchema,
> {
  method: Method;
  url: string;
  summary: string;
  /** The OpenAPI operationId, where the one derived from the path would not do (docs/api.md). */
  operationId?: string;
  /** The permission the caller needs (see RoutePermission). */
  permission: RoutePermission;
  body?: B;
  query?: Q;
  params?: P;
  /** Largest accepted body in bytes, when a call takes more than the app's default (inline pictures). */
  bodyLimit?: number;
  /** Compression settings of this call's answers, when they differ from the app's (answers of megabytes). */
  compress?: RouteCompression;
  /** Failures beyond those of its method (READ_ERRORS for GET, WRITE_ERRORS else): 413 for an upload. */
  errors?: readonly ErrorStatus[];
  /** Schema of `data` in the success envelope. */
  response: R;
  /** Fields repeated beside `data` in the envelope, for clients that read them there (the image upload). */
  topLevel?: (data: z.output<R>) => Record<string, unknown>;
  /** Answers `data`, or (RawJson) its JSON text when a query wrote it in the response schema's shape. */
  handler: (ctx: RouteContext<z.output<B>, z.output<Q>, z.output<P>>) => Promise<z.input<R> | RawJson>;
}

export interface RouteContext<B, Q, P> {
  /** A transaction scoped to the caller's organisation and vendor by row-level security. */
  tx: Tx;
  auth: AuthContext;
  body: B;
  query: Q;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
}

type ContractHandlerContext<C extends AnyContract> = RouteContext<
  ContractRequest<C>['body'],
  ContractRequest<C>['query'],
  ContractRequest<C>['params']
>;

/** What the server adds to a contract: the handler, and settings no client needs to know. */
export type ContractRouteOptions<C extends AnyContract> = Pick<
  RouteDefinition<AnySchema, AnySchema, AnySchema, C['response']>,
  'bodyLimit' | 'compress' | 'topLevel'
> & {
  handler: (ctx: ContractHandlerContext<C>) => Promise<ContractAnswer<C> | RawJson>;
  /**
   * The rule behind a permission the contract leaves to the request (`byRequest`): which key the body or
   * query asks for. Required for those contracts (registration throws without it), unused for the others.
   */
  permissionOf?: RequestPermission['of'];
};

/** The permission a contract's route checks: its key(s), or the server's rule for one the request decides. */
export function contractPermission(
  contract: AnyContract,
  permissionOf?: RequestPermission['of'],
): RoutePermission {
  const { permission } = contract;
  if (permission === 'public')
    throw new Error(`${contract.key} needs no sign-in: register it with definePublicRoute`);
  if (typeof permission !== 'object' || !('byRequest' in permission)) return permission;
  if (!permissionOf) throw new Error(`${contract.key} needs the server's rule for its permission`);
  return { label: permission.byRequest, of: permissionOf };
}

/** The url a contract's route is registered at, under its service's prefix: `Image/{id}` is `/Image/:id`. */
export function contractUrl(contract: AnyContract): string {
  return `/${contract.path.replace(/\{([^}]+)\}/g, ':$1')}`;
}

/** The route definition a contract and its server options make. */
function fromContract<C extends AnyContract>(
  contract: C,
  options: ContractRouteOptions<C>,
): { def: RouteDefinition<AnySchema, AnySchema, AnySchema, AnySchema>; tags: string[] } {
  return {
    def: {
      method: contract.method,
      url: contractUrl(contract),
      summary: contract.summary,
      ...(contract.operationId ? { operationId: contract.operationId } : {}),
      permission: contractPermission(contract, options.permissionOf),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { query: contract.query } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.errors ? { errors: contract.errors } : {}),
      response: contract.response,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.compress ? { compress: options.compress } : {}),
      ...(options.topLevel
        ? { topLevel: options.topLevel as (data: unknown) => Record<string, unknown> }
        : {}),
      handler: options.handler as RouteDefinition<AnySchema, AnySchema, AnySchema, AnySchema>['handler'],
    },
    tags: [...contract.tags],
  };
}

function replay(reply: FastifyReply, stored: StoredResponse) {
  return reply
    .code(stored.statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json')
    .send(stored.body);
}

/**
 * Registers an authenticated route from its contract (src/domain/contracts) and the server's part (the
 * handler, typed from the contract's schemas). Every route goes through the same steps, so none can skip
 * them: the caller must be signed in and hold the permission; ids in the request must be the caller's own
 * organisation and vendor; the handler runs in a transaction scoped by row-level security; and a write sent
 * with an Idempotency-Key runs once, its first response replayed for any retry.
 */
export function defineRoute<C extends AnyContract>(
  app: FastifyInstance,
  contract: C,
  options: ContractRouteOptions<C>,
): void {
  const { def, tags } = fromContract(contract, options);
  app.route({
    method: def.method,
    url: def.url,
    schema: {
      summary: def.summary,
      ...(def.operationId ? { operationId: def.operationId } : {}),
      description: describePermission(def.permission),
      tags,
      security: [{ bearerAuth: [] }],
      ...(def.body ? { body: def.body } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.params ? { params: def.params } : {}),
      response: {
        200: def.topLevel ? z.looseObject({ data: def.response }) : z.object({ data: def.response }),
        ...errorResponses([...(def.method === 'GET' ? READ_ERRORS : WRITE_ERRORS), ...(def.errors ?? [])]),
      },
    },
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    ...(def.compress ? { compress: def.compress } : {}),
    handler: (request: FastifyRequest, reply: FastifyReply) =>
      asCaller(request, def.permission, (auth) => respond(request, reply, auth)),
  });

  async function respond(request: FastifyRequest, reply: FastifyReply, auth: AuthContext) {
    const key = def.method === 'GET' ? null : parseIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
    const claim: IdempotencyClaim | null = key
      ? {
          organisationId: auth.organisationId,
          userId: auth.userId,
          key,
          method: def.method,
          path: request.url,
          requestHash: requestHash(def.method, request.url, request.body),
        }
      : null;
    const outcome = await withScope(app.db, auth, async (tx) => {
      if (claim) {
        const stored = await findStored(tx, claim);
        if (stored) return { stored };
        if (!(await claimKey(tx, claim))) {
          const winner = await findStored(tx, claim);
          if (winner) return { stored: winner };
        }
      }
      const data = await def.handler({
        tx,
        auth,
        body: request.body,
        query: request.query,
        params: request.params,
        request,
        reply,
      });
      if (data instanceof RawJson) {
        const text = `{"data":${data.text}}`;
        if (claim) await storeResponse(tx, claim, { statusCode: 200, body: text });
        return { text };
      }
      const parsed = def.response.parse(data);
      const envelope = { ...def.topLevel?.(parsed), data: parsed };
      if (claim) await storeResponse(tx, claim, { statusCode: 200, body: JSON.stringify(envelope) });
      return { envelope };
    });
    if (outcome.stored) return replay(reply, outcome.stored);
    // A string with a JSON content type is sent without serialising.
    if ('text' in outcome) return reply.type('application/json; charset=utf-8').send(outcome.text);
    return outcome.envelope;
  }
}
