import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callParsed } from '../../../api/call';
import { createQueryKeys } from '../../../data/query-keys';
import type { CreateInput, UpdateInput } from '../../../data/record-resource';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import type { Party, partyCreateSchema } from '../../../domain/asset-types';
import { manufacturerContracts, supplierContracts } from '../../../domain/contracts/asset/party';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { PARTY_KINDS, type PartyKind, type PartyKindInfo } from '../components/party-kind';

/** The body of POST and PUT Manufacturer or Supplier, without id and version. */
export type PartyBody = Omit<z.input<typeof partyCreateSchema>, 'id'>;

/** The list as the server sends it: `{ manufacturers: [...] }` or `{ suppliers: [...] }`. */
export type PartyList = Partial<Record<PartyKindInfo['listName'], Party[]>>;

/** The calls of each kind: the same over the same record, the list named after the kind. */
const CALLS = { manufacturer: manufacturerContracts, supplier: supplierContracts };

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
  const calls = CALLS[info.kind];

  function getList(signal?: AbortSignal): Promise<PartyList> {
    return callParsed(calls.list, {}, { signal });
  }

  function getOne(id: string, signal?: AbortSignal): Promise<Party> {
    return callParsed(calls.byId, { query: { id } }, { signal });
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
        mutationFn: ({ body, idempotencyKey }) => callParsed(calls.create, { body }, { idempotencyKey }),
        invalidates: () => [keys.lists()],
      }),
    useUpdate: () =>
      useOptimisticWrite<UpdateInput<PartyBody>, Party>({
        mutationFn: ({ id, body }) => callParsed(calls.update, { body: { ...body, id } }),
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
        mutationFn: (id) => callParsed(calls.remove, { body: { id } }),
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

/** Manufacturers and suppliers (asset service). */
export const parties: Record<PartyKind, PartyResource> = {
  manufacturer: partyResource(PARTY_KINDS.manufacturer),
  supplier: partyResource(PARTY_KINDS.supplier),
};
