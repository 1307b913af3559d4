import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import type { CreateInput, UpdateInput } from '../../../data/record-resource';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import {
  manufacturerListSchema,
  partySchema,
  supplierListSchema,
  type Party,
  type partyCreateSchema,
} from '../../../domain/asset-types';
import { deletedSchema } from '../../../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { PARTY_KINDS, type PartyKind, type PartyKindInfo } from '../components/party-kind';

/** The body of POST and PUT Manufacturer or Supplier, without id and version. */
export type PartyBody = Omit<z.input<typeof partyCreateSchema>, 'id'>;

/** The list as the server sends it: `{ manufacturers: [...] }` or `{ suppliers: [...] }`. */
export type PartyList = Partial<Record<PartyKindInfo['listName'], Party[]>>;

const LIST_SCHEMAS: Record<PartyKindInfo['listName'], z.ZodType<PartyList>> = {
  manufacturers: manufacturerListSchema,
  suppliers: supplierListSchema,
};

/** The party as it will be once the server applies the update: shown at once, offline too. */
function updated(current: Party, body: PartyBody & { version: number }): Party {
  return {
    ...current,
    name: body.name,
    contactPerson: body.contactPerson ?? null,
    email: body.email ?? null,
    phone: body.phone ?? null,
    website: body.website ?? null,
    isActive: body.isActive ?? current.isActive,
    version: body.version + 1,
  };
}

/**
 * The calls of one kind, in the shape of recordResource (src/data/record-resource.ts): GET answers with the
 * whole list (searched on the device), and PUT and DELETE carry the id in their body.
 */
function partyResource(info: PartyKindInfo) {
  const keys = createQueryKeys(`${info.kind}s`);
  const rowsOf = (list: PartyList | undefined): Party[] | undefined => list?.[info.listName];

  async function getList(signal?: AbortSignal): Promise<PartyList> {
    return LIST_SCHEMAS[info.listName].parse(await api.asset.get<unknown>(info.listPath, { signal }));
  }

  async function getOne(id: string, signal?: AbortSignal): Promise<Party> {
    return partySchema.parse(
      await api.asset.get<unknown>(`${info.apiPath}/GetById`, { query: { id }, signal }),
    );
  }

  const listOptions = () =>
    queryOptions({ queryKey: keys.list({}), queryFn: ({ signal }) => getList(signal) });
  const detailOptions = (id: string) =>
    queryOptions({ queryKey: keys.detail(id), queryFn: ({ signal }) => getOne(id, signal) });

  const patchRow = (id: string, change: (row: Party) => Party | null) => (current: PartyList | undefined) => {
    const rows = rowsOf(current);
    if (!rows) return current;
    const next = rows.flatMap((row) => {
      if (row.id !== id) return [row];
      const changed = change(row);
      return changed ? [changed] : [];
    });
    return { ...current, [info.listName]: next };
  };

  return {
    info,
    keys,
    rowsOf,
    useList: () => useQuery(listOptions()),
    /** The record to edit, fresh from the server when online (see useEditableRecord). */
    useRecord: (id: string) => useEditableRecord(detailOptions(id)),
    useCreate: () =>
      useOptimisticWrite<CreateInput<PartyBody>, Party>({
        mutationFn: async ({ body, idempotencyKey }) =>
          partySchema.parse(await api.asset.post<unknown>(info.apiPath, body, { idempotencyKey })),
        invalidates: () => [keys.lists()],
      }),
    useUpdate: () =>
      useOptimisticWrite<UpdateInput<PartyBody>, Party>({
        mutationFn: async ({ id, body }) =>
          partySchema.parse(await api.asset.put<unknown>(info.apiPath, { ...body, id })),
        optimistic: ({ id, body }) => [
          optimisticPatch<Party>(keys.detail(id), (current) => (current ? updated(current, body) : current)),
          optimisticPatch<PartyList>(
            keys.lists(),
            patchRow(id, (row) => updated(row, body)),
          ),
        ],
        invalidates: ({ id }) => [keys.lists(), keys.detail(id)],
      }),
    useDelete: () =>
      useOptimisticWrite<string, { id: string }>({
        mutationFn: async (id) => deletedSchema.parse(await api.asset.delete<unknown>(info.apiPath, { id })),
        optimistic: (id) => [
          optimisticPatch<PartyList>(
            keys.lists(),
            patchRow(id, () => null),
          ),
        ],
        invalidates: () => [keys.lists()],
      }),
  };
}

export type PartyResource = ReturnType<typeof partyResource>;

/** Manufacturer/* and Supplier/* (asset service). */
export const parties: Record<PartyKind, PartyResource> = {
  manufacturer: partyResource(PARTY_KINDS.manufacturer),
  supplier: partyResource(PARTY_KINDS.supplier),
};
