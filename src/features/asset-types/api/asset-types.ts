import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callParsed } from '../../../api/call';
import type { CreateInput, UpdateInput } from '../../../data/record-resource';
import { createQueryKeys } from '../../../data/query-keys';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import {
  ASSET_LEVELS,
  type AssetType,
  type assetTypeCreateSchema,
  type assetTypeListSchema,
} from '../../../domain/asset-types';
import * as contracts from '../../../domain/contracts/asset/asset-type';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export const assetTypeKeys = createQueryKeys('assetTypes');
const assetLevelKeys = createQueryKeys('assetLevels');

export type AssetTypeList = z.infer<typeof assetTypeListSchema>;
/** The body of POST and PUT AssetType, without id and version. */
export type AssetTypeBody = Omit<z.input<typeof assetTypeCreateSchema>, 'id'>;

/** Every asset type of the organisation at once (searched on the device). */
export function getAssetTypes(signal?: AbortSignal): Promise<AssetTypeList> {
  return callParsed(contracts.getAllAssetTypes, {}, { signal });
}

/** One asset type with how many assets are of it. */
export function getAssetType(id: string, signal?: AbortSignal): Promise<AssetType> {
  return callParsed(contracts.getAssetTypeById, { query: { id } }, { signal });
}

const listOptions = () =>
  queryOptions({ queryKey: assetTypeKeys.list({}), queryFn: ({ signal }) => getAssetTypes(signal) });
const detailOptions = (id: string) =>
  queryOptions({ queryKey: assetTypeKeys.detail(id), queryFn: ({ signal }) => getAssetType(id, signal) });

function levelName(assetLevelId: number): string {
  return ASSET_LEVELS.find((level) => level.id === assetLevelId)?.name ?? '';
}

/** The asset type as it will be once the server applies the update: shown at once, offline too. */
function updated(current: AssetType, body: AssetTypeBody & { version: number }): AssetType {
  return {
    ...current,
    name: body.name,
    code: body.code ?? null,
    description: body.description ?? null,
    assetLevelId: body.assetLevelId,
    assetLevelName: levelName(body.assetLevelId),
    isActive: body.isActive ?? current.isActive,
    version: body.version + 1,
  };
}

function patchRow(id: string, change: (row: AssetType) => AssetType | null) {
  return (current: AssetTypeList | undefined): AssetTypeList | undefined => {
    if (!current) return current;
    const assetTypes = current.assetTypes.flatMap((row) => {
      if (row.id !== id) return [row];
      const next = change(row);
      return next ? [next] : [];
    });
    return { assetTypes };
  };
}

/**
 * The asset type calls in the shape of recordResource (src/data/record-resource.ts): the list is not paged
 * and PUT and DELETE carry the id in their body, so the calls are written out here.
 */
export const assetTypes = {
  keys: assetTypeKeys,
  useList: () => useQuery(listOptions()),
  /** The record to edit, fresh from the server when online (see useEditableRecord). */
  useRecord: (id: string) => useEditableRecord(detailOptions(id)),
  useCreate: () =>
    useOptimisticWrite<CreateInput<AssetTypeBody>, AssetType>({
      mutationFn: ({ body, idempotencyKey }) =>
        callParsed(contracts.createAssetType, { body }, { idempotencyKey }),
      invalidates: () => [assetTypeKeys.lists()],
    }),
  useUpdate: () =>
    useOptimisticWrite<UpdateInput<AssetTypeBody>, AssetType>({
      mutationFn: ({ id, body }) => callParsed(contracts.updateAssetType, { body: { ...body, id } }),
      optimistic: ({ id, body }) => [
        optimisticPatch<AssetType>(assetTypeKeys.detail(id), (current) =>
          current ? updated(current, body) : current,
        ),
        optimisticPatch<AssetTypeList>(
          assetTypeKeys.lists(),
          patchRow(id, (row) => updated(row, body)),
        ),
      ],
      invalidates: ({ id }) => [assetTypeKeys.lists(), assetTypeKeys.detail(id)],
    }),
  useDelete: () =>
    useOptimisticWrite<string, { id: string }>({
      mutationFn: (id) => callParsed(contracts.deleteAssetType, { body: { id } }),
      optimistic: (id) => [
        optimisticPatch<AssetTypeList>(
          assetTypeKeys.lists(),
          patchRow(id, () => null),
        ),
      ],
      invalidates: () => [assetTypeKeys.lists()],
    }),
};

/** The asset levels for the level select; the fixed levels show until (or unless) the server answers. */
export function useAssetLevels() {
  const query = useQuery({
    queryKey: assetLevelKeys.all,
    queryFn: ({ signal }) => callParsed(contracts.getAllAssetLevels, {}, { signal }),
    staleTime: Infinity,
  });
  return query.data?.assetLevels ?? ASSET_LEVELS;
}
