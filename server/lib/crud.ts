import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AnyContract, ContractMethod } from '../../src/domain/contracts/kit';
import type { AuthContext } from '../auth/context';
import type { Tx } from '../db/client';
import { notFound } from './http-errors';
import type { Reference } from './references';
import { assertUnreferenced } from './references';
import { defineRoute, type ContractRouteOptions, type RouteContext } from './route';
import { assertOrganisationCaller } from './vendor-scope';

type IdSchema = z.ZodType<{ id: string }>;

/** Where a call names its record: the query string (`?id=`) or the path (`/:id`), or else the body (`{ id }`). */
type IdIn = { query: IdSchema } | { params: IdSchema } | { body: IdSchema };

/** A call declared by its contract (src/domain/contracts): method, url, schemas and permission come from it. */
interface Declared<M extends ContractMethod, S = unknown> {
  contract: AnyContract & { method: M } & S;
}

/** Where a contract names the record: its path parameters, its query, else its body. */
function idIn(contract: AnyContract): IdIn {
  if (contract.params) return { params: contract.params as IdSchema };
  if (contract.query) return { query: contract.query as IdSchema };
  return { body: contract.body as IdSchema };
}

/**
 * The record calls of one resource, each from its contract. Each part is optional (a second update of other
 * fields, say: register it with the same resource and only that part).
 */
export interface CrudRoutes<
  R extends z.ZodType,
  L extends z.ZodType,
  LR extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
> {
  /** The record's schema: what by id, create and update answer. */
  response: R;
  /** One record as the caller sees it (row-level security scopes it), or null. */
  get: (tx: Tx, id: string) => Promise<z.input<R> | null>;
  /** The 404 message when `get` finds nothing. */
  notFound: string;
  /** A page of records: the filter (paging, search) comes in the body of a POST, or the query of a GET. */
  list?: Declared<'GET' | 'POST', { body: L | undefined; query: L | undefined; response: LR }> & {
    list: (tx: Tx, filter: z.output<L>) => Promise<z.input<LR>>;
  };
  byId?: Declared<'GET'>;
  /** Writes the record and returns its id; the answer is the record as read back. */
  create?: Declared<'POST', { body: C }> & {
    create: (tx: Tx, auth: AuthContext, body: z.output<C>) => Promise<string>;
  };
  /**
   * Writes at the version in the body (a stale one is a 409, see updateAtVersion); answers the record. The id
   * is in the query or the path, or (no `id`) in the body beside the version.
   */
  update?: Declared<'PUT', { body: U }> & {
    organisationOnly?: boolean;
    update: (tx: Tx, auth: AuthContext, id: string, body: z.output<U>) => Promise<unknown>;
  };
  /** Deletes the record unless `references` finds something still using it (a 409 naming them). */
  remove?: Declared<'DELETE'> & {
    organisationOnly?: boolean;
    table: PgTable & { id: PgColumn };
    /** How the refusal names the record: 'The vendor "Kamrup"'. */
    subject: (record: z.input<R>) => string;
    references: (tx: Tx, id: string) => Promise<Reference[]>;
  };
}

/** The record `lookup` found, or a 404 with `message`. */
export async function orNotFound<T>(lookup: Promise<T | null>, message: string): Promise<T> {
  const found = await lookup;
  if (!found) throw notFound(message);
  return found;
}

/** The record's id, from where the call names it; the call's schema validated it. */
function idOf(id: IdIn, ctx: { body: unknown; query: unknown; params: unknown }): string {
  const source = 'body' in id ? ctx.body : 'params' in id ? ctx.params : ctx.query;
  return (source as { id: string }).id;
}

/**
 * Registers the record calls that repeat from resource to resource: a page of records, one by id, create,
 * update at a version, delete refused while in use. Every check keeps its order: organisation users only
 * (where asked), then the record must exist (404), then the write.
 */
export function defineCrudRoutes<
  R extends z.ZodType,
  L extends z.ZodType,
  LR extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
>(app: FastifyInstance, resource: CrudRoutes<R, L, LR, C, U>): void {
  const { list, byId, create, update, remove } = resource;

  const mustGet = (tx: Tx, id: string) => orNotFound(resource.get(tx, id), resource.notFound);

  function route(
    part: Declared<ContractMethod>,
    handler: (ctx: RouteContext<unknown, unknown, unknown>) => Promise<unknown>,
  ) {
    defineRoute(app, part.contract, { handler } as ContractRouteOptions<AnyContract>);
  }

  if (list) {
    const method = list.contract.method;
    route(list, ({ tx, body, query }) => list.list(tx, (method === 'POST' ? body : query) as z.output<L>));
  }

  if (byId) {
    const id = idIn(byId.contract);
    route(byId, (ctx) => mustGet(ctx.tx, idOf(id, ctx)));
  }

  if (create) {
    route(create, async ({ tx, auth, body }) =>
      mustGet(tx, await create.create(tx, auth, body as z.output<C>)),
    );
  }

  if (update) {
    const id = idIn(update.contract);
    route(update, async (ctx) => {
      if (update.organisationOnly) assertOrganisationCaller(ctx.auth);
      const recordId = idOf(id, ctx);
      await mustGet(ctx.tx, recordId);
      await update.update(ctx.tx, ctx.auth, recordId, ctx.body as z.output<U>);
      return mustGet(ctx.tx, recordId);
    });
  }

  if (remove) {
    const id = idIn(remove.contract);
    route(remove, async (ctx) => {
      if (remove.organisationOnly) assertOrganisationCaller(ctx.auth);
      const recordId = idOf(id, ctx);
      const current = await mustGet(ctx.tx, recordId);
      assertUnreferenced(remove.subject(current), await remove.references(ctx.tx, recordId));
      await ctx.tx.delete(remove.table).where(eq(remove.table.id, recordId));
      return { id: recordId };
    });
  }
}
