import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { useEditableRecord } from './lookups/use-editable-record';
import { deletedSchema } from '../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../offline/use-optimistic-write';
import { api } from '../api/client';
import { createQueryKeys } from './query-keys';
import type { ServiceName } from '../api/services';

interface Versioned {
  id: string;
  version: number;
}

export interface RecordResourceConfig<Rec extends Versioned, ListName extends string> {
  service: ServiceName;
  /** The query-key area, e.g. 'projects'. */
  area: string;
  /** The record's path as SPEC section 7 writes it: `Project` gives `Project/GetAll`, `Project/GetById`... */
  path: string;
  /** The list's name in `data`, e.g. 'projects'. */
  listName: ListName;
  schema: z.ZodType<Rec>;
  /** Other cached queries a write makes stale (dropdown lookups of this record). */
  alsoInvalidates?: QueryKey[];
  /** Where GetById takes the id: `GetById?id=` (default) or `GetById/{id}` (warehouses). */
  byId?: 'query' | 'path';
}

export type RecordList<Rec, ListName extends string> = { [K in ListName]: Rec[] } & { pageTotal: number };

export interface CreateInput<Body> {
  /** Carries a client-made id, so a create replayed from the outbox makes the same record. */
  body: Body & { id: string };
  idempotencyKey: string;
}

export interface UpdateInput<Body> {
  id: string;
  body: Body & { version: number };
}

/**
 * The five calls of a plain record area (paged list, by id, create, update based on a version, delete) with
 * their query keys, queries and optimistic writes. Areas with more to say (uploads, nested records) write
 * their own calls beside these.
 */
export function recordResource<Rec extends Versioned, ListName extends string>(
  config: RecordResourceConfig<Rec, ListName>,
) {
  const { service, path, listName, schema } = config;
  const keys = createQueryKeys(config.area);
  const client = api[service];
  const invalidated = (id?: string): QueryKey[] => [
    keys.lists(),
    ...(id ? [keys.detail(id)] : []),
    ...(config.alsoInvalidates ?? []),
  ];

  function parseList(data: unknown): RecordList<Rec, ListName> {
    const body = data as Record<string, unknown>;
    const rows = (body[listName] as unknown[]).map((row) => schema.parse(row));
    return { [listName]: rows, pageTotal: Number(body.pageTotal) } as RecordList<Rec, ListName>;
  }

  async function getList(filter: object, signal?: AbortSignal) {
    return parseList(await client.post<unknown>(`${path}/GetAll`, filter, { signal }));
  }

  async function getOne(id: string, signal?: AbortSignal): Promise<Rec> {
    const response =
      config.byId === 'path'
        ? await client.get<unknown>(`${path}/GetById/${encodeURIComponent(id)}`, { signal })
        : await client.get<unknown>(`${path}/GetById`, { query: { id }, signal });
    return schema.parse(response);
  }

  const listOptions = (filter: object) =>
    queryOptions({
      queryKey: keys.list(filter),
      queryFn: ({ signal }) => getList(filter, signal),
      placeholderData: keepPreviousData,
    });
  const detailOptions = (id: string) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => getOne(id, signal) });

  const withoutRow = (id: string) => (current: RecordList<Rec, ListName> | undefined) => {
    if (!current) return current;
    const rows = current[listName].filter((row) => row.id !== id);
    const removed = current[listName].length - rows.length;
    return { ...current, [listName]: rows, pageTotal: current.pageTotal - removed };
  };

  return {
    keys,
    getList,
    getOne,
    listOptions,
    detailOptions,
    useList: (filter: object) => useQuery(listOptions(filter)),
    /** The record to edit, fresh from the server when online (see useEditableRecord). */
    useRecord: (id: string) => useEditableRecord(detailOptions(id)),
    useCreate: <Body extends object = Record<string, unknown>>() =>
      useOptimisticWrite<CreateInput<Body>, Rec>({
        mutationFn: async ({ body, idempotencyKey }) =>
          schema.parse(await client.post<unknown>(path, body, { idempotencyKey })),
        invalidates: () => invalidated(),
      }),
    useUpdate: <Body extends object = Record<string, unknown>>() =>
      useOptimisticWrite<UpdateInput<Body>, Rec>({
        mutationFn: async ({ id, body }) =>
          schema.parse(await client.put<unknown>(path, body, { query: { id } })),
        optimistic: ({ id, body }) => [
          optimisticPatch<Rec>(keys.detail(id), (current) =>
            current ? { ...current, ...body, version: body.version + 1 } : current,
          ),
        ],
        // Every list page (and any other cached query) showing the record gets the edited fields too.
        edits: ({ id, body }) => [{ id, fields: body as Record<string, unknown> }],
        invalidates: ({ id }) => invalidated(id),
      }),
    useDelete: () =>
      useOptimisticWrite<string, { id: string }>({
        mutationFn: async (id) =>
          deletedSchema.parse(await client.delete<unknown>(path, undefined, { query: { id } })),
        optimistic: (id) => [optimisticPatch<RecordList<Rec, ListName>>(keys.lists(), withoutRow(id))],
        invalidates: () => invalidated(),
      }),
  };
}
