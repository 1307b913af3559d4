import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useEditableRecord } from './lookups/use-editable-record';
import { deletedSchema } from '../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../offline/use-optimistic-write';
import { callEndpoint } from '../api/call';
import type { AnyContract } from '../domain/contracts/kit';
import { createQueryKeys } from './query-keys';

interface Versioned {
  id: string;
  version: number;
}

/** The zod schemas of the POST and PUT bodies: the writes' inputs are typed from them (`z.input`). */
export interface BodySchemas {
  create: z.ZodType;
  update: z.ZodType;
}

/** The record's calls, as contracts: the id goes in the path where the by-id call has `{id}`, else in `?id`. */
export interface RecordCalls {
  list: AnyContract;
  byId: AnyContract;
  create: AnyContract;
  update: AnyContract;
  remove: AnyContract;
}

/** Where the calls are: their contracts (src/domain/contracts). */
interface RecordWhere {
  contracts: RecordCalls;
}

export type RecordResourceConfig<
  Rec extends Versioned,
  ListName extends string,
  Bodies extends BodySchemas,
  Filter,
  List,
> = RecordWhere & RecordOptions<Rec, ListName, Bodies, Filter, List>;

interface RecordOptions<
  Rec extends Versioned,
  ListName extends string,
  Bodies extends BodySchemas,
  Filter,
  List,
> {
  /** The query-key area, e.g. 'projects'. */
  area: string;
  /** The list's name in `data`, e.g. 'projects'. */
  listName: ListName;
  schema: z.ZodType<Rec>;
  bodies: Bodies;
  /** The list as the server sends it, where its rows say more or less than the record; by default rows of `schema`. */
  listSchema?: z.ZodType<List>;
  /** The GetAll body for a filter (see withoutEmptyCriteria); by default the filter itself. */
  listBody?: (filter: Filter) => object;
  /** Other cached queries a write makes stale (dropdown lookups of this record). */
  alsoInvalidates?: QueryKey[];
  /**
   * Whether an update shows its fields at once in every cached query holding the record, list pages included
   * (default), or only in the record itself, the lists waiting for the server.
   */
  editsLists?: boolean;
}

export type RecordList<Rec, ListName extends string> = { [K in ListName]: Rec[] } & { pageTotal: number };

export interface CreateInput<Body> {
  /** Carries a client-made id, so a create replayed from the outbox makes the same record. */
  body: Body & { id: string };
  idempotencyKey?: string;
}

export interface UpdateInput<Body> {
  id: string;
  body: Body & { version: number };
}

/** A list filter as a GetAll body: criteria left empty ('', null, undefined) are left out. */
export function withoutEmptyCriteria(filter: object): object {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );
}

/**
 * The calls of a record area (paged list, by id, create, update based on a version, delete) with their query
 * keys, queries and optimistic writes: the one way a screen reaches the API. An area whose writes show more
 * at once (names chosen in the form, an uploaded picture) replaces a hook with its own built on these calls,
 * `{ ...resource, useUpdate }`; its special calls (uploads, nested records) sit beside it in the same module.
 */
export function recordResource<
  Rec extends Versioned,
  ListName extends string,
  Bodies extends BodySchemas,
  Filter = object,
  List extends { pageTotal: number } = RecordList<Rec, ListName>,
>(config: RecordResourceConfig<Rec, ListName, Bodies, Filter, List>) {
  type Create = CreateInput<z.input<Bodies['create']>>;
  type Update = UpdateInput<z.input<Bodies['update']>>;
  type Rows = RecordList<{ id: string }, ListName>;
  const { listName, schema } = config;
  const calls = config.contracts;
  const idIn = (id: string) => (calls.byId.path.includes('{id}') ? { params: { id } } : { query: { id } });
  const keys = createQueryKeys(config.area);
  const invalidated = (id?: string): QueryKey[] => [
    keys.lists(),
    ...(id ? [keys.detail(id)] : []),
    ...(config.alsoInvalidates ?? []),
  ];

  function parseList(data: unknown): List {
    if (config.listSchema) return config.listSchema.parse(data);
    const body = data as Record<string, unknown>;
    const rows = (body[listName] as unknown[]).map((row) => schema.parse(row));
    return { [listName]: rows, pageTotal: Number(body.pageTotal) } as unknown as List;
  }

  async function getList(filter: Filter, signal?: AbortSignal): Promise<List> {
    const body = config.listBody ? config.listBody(filter) : filter;
    return parseList(await callEndpoint<unknown>(calls.list, { body }, { signal }));
  }

  async function getOne(id: string, signal?: AbortSignal): Promise<Rec> {
    return schema.parse(await callEndpoint<unknown>(calls.byId, idIn(id), { signal }));
  }

  async function create({ body, idempotencyKey }: Create): Promise<Rec> {
    return schema.parse(await callEndpoint<unknown>(calls.create, { body }, { idempotencyKey }));
  }

  async function update({ id, body }: Update): Promise<Rec> {
    return schema.parse(await callEndpoint<unknown>(calls.update, { query: { id }, body }));
  }

  async function remove(id: string): Promise<{ id: string }> {
    return deletedSchema.parse(await callEndpoint<unknown>(calls.remove, { query: { id } }));
  }

  const listOptions = (filter: Filter) =>
    queryOptions({
      queryKey: keys.list(filter),
      queryFn: ({ signal }) => getList(filter, signal),
      placeholderData: keepPreviousData,
    });
  const detailOptions = (id: string) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => getOne(id, signal) });

  /** Replaces (or, for null, drops) one record in every cached list page, for an optimistic write. */
  const patchRows =
    <Row extends { id: string }>(id: string, change: (row: Row) => Row | null) =>
    (current: List | undefined): List | undefined => {
      if (!current) return current;
      const before = (current as unknown as Rows)[listName] as unknown as Row[];
      const rows = before.flatMap((row) => {
        if (row.id !== id) return [row];
        const changed = change(row);
        return changed ? [changed] : [];
      });
      return { ...current, [listName]: rows, pageTotal: current.pageTotal - (before.length - rows.length) };
    };

  return {
    keys,
    getList,
    getOne,
    create,
    update,
    remove,
    listOptions,
    detailOptions,
    invalidated,
    patchRows,
    useList: (filter: Filter) => useQuery(listOptions(filter)),
    /** The record to edit, fresh from the server when online (see useEditableRecord). */
    useRecord: (id: string) => useEditableRecord(detailOptions(id)),
    useCreate: () =>
      useOptimisticWrite<Create, Rec>({ mutationFn: create, invalidates: () => invalidated() }),
    useUpdate: () =>
      useOptimisticWrite<Update, Rec>({
        mutationFn: update,
        optimistic: ({ id, body }) => [
          optimisticPatch<Rec>(keys.detail(id), (current) =>
            current ? { ...current, ...body, version: body.version + 1 } : current,
          ),
        ],
        // Every list page (and any other cached query) showing the record gets the edited fields too.
        edits: ({ id, body }) =>
          config.editsLists === false ? [] : [{ id, fields: body as Record<string, unknown> }],
        invalidates: ({ id }) => invalidated(id),
      }),
    useDelete: () =>
      useOptimisticWrite<string, { id: string }>({
        mutationFn: remove,
        optimistic: (id) => [
          optimisticPatch<List>(
            keys.lists(),
            patchRows(id, () => null),
          ),
        ],
        invalidates: () => invalidated(),
      }),
  };
}
