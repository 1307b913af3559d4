import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { deletedSchema } from '../../src/domain/fields';
import type { AuthContext } from '../auth/context';
import type { Tx } from '../db/client';
import { notFound } from './http-errors';
import type { Reference } from './references';
import { assertUnreferenced } from './references';
import { defineRoute } from './route';
import type { RoutePermission } from './route-guard';
import { assertOrganisationCaller } from './vendor-scope';

type IdSchema = z.ZodType<{ id: string }>;

/** Where a call names its record: the query string (`?id=`) or the path (`/:id`), or else the body (`{ id }`). */
type IdInUrl = { query: IdSchema } | { params: IdSchema };
type IdIn = IdInUrl | { body: IdSchema };

interface Call {
  summary: string;
  permission: RoutePermission;
}

/**
 * The record calls of one resource. Each part is optional; the urls are `/${path}` for create, update and
 * delete, `/${path}/GetAll` and `/${path}/GetById`, unless the part names its own (a second update of other
 * fields, say: register it with the same resource and only that part).
 */
export interface CrudRoutes<
  R extends z.ZodType,
  L extends z.ZodType,
  LR extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
> {
  path: string;
  tags: string[];
  /** The record's schema: what by id, create and update answer. */
  response: R;
  /** One record as the caller sees it (row-level security scopes it), or null. */
  get: (tx: Tx, id: string) => Promise<z.input<R> | null>;
  /** The 404 message when `get` finds nothing. */
  notFound: string;
  /** A page of records: the filter (paging, search) comes in the body of a POST, or the query of a GET. */
  list?: Call & {
    method?: 'GET' | 'POST';
    url?: string;
    filter: L;
    response: LR;
    list: (tx: Tx, filter: z.output<L>) => Promise<z.input<LR>>;
  };
  byId?: Call & { url?: string; id: IdInUrl };
  /** Writes the record and returns its id; the answer is the record as read back. */
  create?: Call & { body: C; create: (tx: Tx, auth: AuthContext, body: z.output<C>) => Promise<string> };
  /**
   * Writes at the version in the body (a stale one is a 409, see updateAtVersion); answers the record. The id
   * is in the query or the path, or (no `id`) in the body beside the version.
   */
  update?: Call & {
    url?: string;
    id?: IdInUrl;
    body: U;
    organisationOnly?: boolean;
    update: (tx: Tx, auth: AuthContext, id: string, body: z.output<U>) => Promise<unknown>;
  };
  /** Deletes the record unless `references` finds something still using it (a 409 naming them). */
  remove?: Call & {
    id: IdIn;
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

/** The record's id, from where the call names it (no `id`: the body); the call's schema validated it. */
function idOf(id: IdIn | undefined, ctx: { body: unknown; query: unknown; params: unknown }): string {
  const source = !id || 'body' in id ? ctx.body : 'params' in id ? ctx.params : ctx.query;
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
  const { path, tags, response, list, byId, create, update, remove } = resource;

  const mustGet = (tx: Tx, id: string) => orNotFound(resource.get(tx, id), resource.notFound);

  if (list) {
    const method = list.method ?? 'POST';
    const filter = method === 'POST' ? { body: list.filter } : { query: list.filter };
    defineRoute<L, L, z.ZodUndefined, LR>(
      app,
      {
        method,
        url: list.url ?? `/${path}/GetAll`,
        summary: list.summary,
        permission: list.permission,
        ...filter,
        response: list.response,
        handler: ({ tx, body, query }) => list.list(tx, method === 'POST' ? body : query),
      },
      tags,
    );
  }

  if (byId) {
    defineRoute<z.ZodUndefined, IdSchema, IdSchema, R>(
      app,
      {
        method: 'GET',
        url: byId.url ?? `/${path}/GetById`,
        summary: byId.summary,
        permission: byId.permission,
        ...byId.id,
        response,
        handler: (ctx) => mustGet(ctx.tx, idOf(byId.id, ctx)),
      },
      tags,
    );
  }

  if (create) {
    defineRoute(
      app,
      {
        method: 'POST',
        url: `/${path}`,
        summary: create.summary,
        permission: create.permission,
        body: create.body,
        response,
        handler: async ({ tx, auth, body }) => mustGet(tx, await create.create(tx, auth, body)),
      },
      tags,
    );
  }

  if (update) {
    defineRoute<U, IdSchema, IdSchema, R>(
      app,
      {
        method: 'PUT',
        url: update.url ?? `/${path}`,
        summary: update.summary,
        permission: update.permission,
        ...update.id,
        body: update.body,
        response,
        handler: async (ctx) => {
          if (update.organisationOnly) assertOrganisationCaller(ctx.auth);
          const id = idOf(update.id, ctx);
          await mustGet(ctx.tx, id);
          await update.update(ctx.tx, ctx.auth, id, ctx.body);
          return mustGet(ctx.tx, id);
        },
      },
      tags,
    );
  }

  if (remove) {
    defineRoute<IdSchema, IdSchema, IdSchema, typeof deletedSchema>(
      app,
      {
        method: 'DELETE',
        url: `/${path}`,
        summary: remove.summary,
        permission: remove.permission,
        ...remove.id,
        response: deletedSchema,
        handler: async (ctx) => {
          if (remove.organisationOnly) assertOrganisationCaller(ctx.auth);
          const id = idOf(remove.id, ctx);
          const current = await mustGet(ctx.tx, id);
          assertUnreferenced(remove.subject(current), await remove.references(ctx.tx, id));
          await ctx.tx.delete(remove.table).where(eq(remove.table.id, id));
          return { id };
        },
      },
      tags,
    );
  }
}
