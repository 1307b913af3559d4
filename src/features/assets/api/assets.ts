import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callParsed } from '../../../api/call';
import { createQueryKeys } from '../../../data/query-keys';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import type {
  assetCreateSchema,
  assetImagesSchema,
  assetUpdateSchema,
  Asset,
  AssetListQuery,
  AssetLocationUpdate,
} from '../../../domain/assets';
import * as contracts from '../../../domain/contracts/asset/index';
import { getAllWarehouseUsers } from '../../../domain/contracts/organisation/warehouse-user';
import { getAllWarehouses } from '../../../domain/contracts/organisation/warehouse';
import type { CreateInput } from '../../../data/record-resource';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export const assetKeys = createQueryKeys('assets');
const historyKey = (assetId: string) => [...assetKeys.all, 'history', assetId] as const;
const stockKey = (report: string) => [...assetKeys.all, 'stock', report] as const;
const optionKeys = createQueryKeys('assetOptions');

export function assetListOptions(filter: AssetListQuery) {
  return queryOptions({
    queryKey: assetKeys.list(filter),
    queryFn: async ({ signal }) => callParsed(contracts.getAllAssets, { body: filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useAssetList = (filter: AssetListQuery) => useQuery(assetListOptions(filter));

/** The asset to edit, fresh from the server when online. */
export function useAsset(id: string) {
  return useEditableRecord(
    queryOptions({
      queryKey: assetKeys.detail(id),
      queryFn: async ({ signal }) => callParsed(contracts.getAssetById, { query: { Id: id } }, { signal }),
    }),
  );
}

export function useAssetHistory(assetId: string) {
  return useQuery({
    queryKey: historyKey(assetId),
    queryFn: async ({ signal }) =>
      (await callParsed(contracts.getAssetStatusHistory, { query: { assetId } }, { signal })).history,
  });
}

/** The asset search: used by the scanner to open the asset a barcode names. */
export async function searchAssets(term: string) {
  return (await callParsed(contracts.searchAssets, { body: { searchTerm: term, pageSize: 5 } })).assets;
}

const afterWrite = (id?: string) => [
  assetKeys.lists(),
  ...(id ? [assetKeys.detail(id), historyKey(id)] : []),
  [...assetKeys.all, 'stock'],
];

export function useCreateAsset() {
  return useOptimisticWrite<CreateInput<z.input<typeof assetCreateSchema>>, Asset>({
    mutationFn: async ({ body, idempotencyKey }) =>
      callParsed(contracts.createAsset, { body }, { idempotencyKey }),
    invalidates: () => afterWrite(),
  });
}

export function useUpdateAsset() {
  return useOptimisticWrite<z.input<typeof assetUpdateSchema>, Asset>({
    mutationFn: (body) => callParsed(contracts.updateAsset, { body }),
    optimistic: (body) => [
      optimisticPatch<Asset>(assetKeys.detail(body.id), (current) =>
        current ? { ...current, ...body, version: body.version + 1 } : current,
      ),
    ],
    invalidates: (body) => afterWrite(body.id),
  });
}

export function useUpdateAssetImages() {
  return useOptimisticWrite<z.input<typeof assetImagesSchema>, Asset>({
    mutationFn: async (body) => callParsed(contracts.updateAssetImages, { body }),
    invalidates: (body) => afterWrite(body.id),
  });
}

export function useDeleteAsset() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) => callParsed(contracts.deleteAsset, { query: { Id: id } }),
    invalidates: () => afterWrite(),
  });
}

/** One movement; the server writes the history row with it. */
export function useMoveAsset() {
  return useOptimisticWrite<AssetLocationUpdate, Asset>({
    mutationFn: async (body) => callParsed(contracts.updateAssetLocation, { body }),
    invalidates: (body) => afterWrite(body.assetId),
  });
}

// Stock reports ------------------------------------------------------------------------------------------------

export function useStockReports() {
  const overall = useQuery({
    queryKey: stockKey('overall'),
    queryFn: async ({ signal }) => callParsed(contracts.getAssetsStockReport, {}, { signal }),
  });
  const vendors = useQuery({
    queryKey: stockKey('vendors'),
    queryFn: async ({ signal }) => callParsed(contracts.getVendorStockReport, {}, { signal }),
  });
  const crews = useQuery({
    queryKey: stockKey('crews'),
    queryFn: async ({ signal }) => callParsed(contracts.getCrewStockReport, {}, { signal }),
  });
  return { overall, vendors, crews };
}

// Options for the asset forms and filters ----------------------------------------------------------------------

export function useAssetTypeOptions() {
  return useQuery({
    queryKey: optionKeys.list('types'),
    queryFn: async ({ signal }) => (await callParsed(contracts.getAllAssetTypes, {}, { signal })).assetTypes,
    staleTime: 0,
  });
}

export function useManufacturerOptions() {
  return useQuery({
    queryKey: optionKeys.list('manufacturers'),
    queryFn: async ({ signal }) =>
      (await callParsed(contracts.manufacturerContracts.list, {}, { signal })).manufacturers,
    staleTime: 0,
  });
}

export function useSupplierOptions() {
  return useQuery({
    queryKey: optionKeys.list('suppliers'),
    queryFn: async ({ signal }) =>
      (await callParsed(contracts.supplierContracts.list, {}, { signal })).suppliers,
    staleTime: 0,
  });
}

export function useWarehouseOptions(enabled = true) {
  return useQuery({
    queryKey: optionKeys.list('warehouses'),
    queryFn: async ({ signal }) =>
      (await callParsed(getAllWarehouses, { body: { page: 1, pageSize: 500, isActive: true } }, { signal }))
        .warehouses,
    staleTime: 0,
    enabled,
  });
}

/** The active users of one warehouse, who may hand an asset out or take it in. */
export function useWarehouseUserOptions(warehouseId: string) {
  return useQuery({
    queryKey: [...optionKeys.all, 'warehouseUsers', warehouseId] as const,
    queryFn: async ({ signal }) =>
      (
        await callParsed(
          getAllWarehouseUsers,
          { body: { warehouseId, pageSize: 500, isActive: true } },
          { signal },
        )
      ).warehouseUsers,
  });
}
