import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callParsed } from '../../../api/call';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import {
  assetsStockReportSchema,
  crewStockReportSchema,
  vendorStockReportSchema,
} from '../../../domain/asset-stock-reports';
import { assetTypeListSchema, manufacturerListSchema, supplierListSchema } from '../../../domain/asset-types';
import {
  assetHistorySchema,
  type assetCreateSchema,
  type assetImagesSchema,
  type assetUpdateSchema,
  assetListSchema,
  assetSchema,
  assetSearchSchema,
  type Asset,
  type AssetListQuery,
  type AssetLocationUpdate,
} from '../../../domain/assets';
import { getAllWarehouses, getAllWarehouseUsers } from '../../../domain/contracts/organisation/index';
import { deletedSchema } from '../../../domain/fields';
import type { CreateInput } from '../../../data/record-resource';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export const assetKeys = createQueryKeys('assets');
const historyKey = (assetId: string) => [...assetKeys.all, 'history', assetId] as const;
const stockKey = (report: string) => [...assetKeys.all, 'stock', report] as const;
const optionKeys = createQueryKeys('assetOptions');

export function assetListOptions(filter: AssetListQuery) {
  return queryOptions({
    queryKey: assetKeys.list(filter),
    queryFn: async ({ signal }) =>
      assetListSchema.parse(await api.asset.post<unknown>('Asset/GetAllAssets', filter, { signal })),
    placeholderData: keepPreviousData,
  });
}

export const useAssetList = (filter: AssetListQuery) => useQuery(assetListOptions(filter));

/** GET Asset/GetAssetById?Id: the asset to edit, fresh from the server when online. */
export function useAsset(id: string) {
  return useEditableRecord(
    queryOptions({
      queryKey: assetKeys.detail(id),
      queryFn: async ({ signal }) =>
        assetSchema.parse(await api.asset.get<unknown>('Asset/GetAssetById', { query: { Id: id }, signal })),
    }),
  );
}

export function useAssetHistory(assetId: string) {
  return useQuery({
    queryKey: historyKey(assetId),
    queryFn: async ({ signal }) =>
      assetHistorySchema.parse(
        await api.asset.get<unknown>('Asset/GetAssetStatusHistory', { query: { assetId }, signal }),
      ).history,
  });
}

/** POST Asset/SearchAsset: used by the scanner to open the asset a barcode names. */
export async function searchAssets(term: string) {
  return assetSearchSchema.parse(
    await api.asset.post<unknown>('Asset/SearchAsset', { searchTerm: term, pageSize: 5 }),
  ).assets;
}

const afterWrite = (id?: string) => [
  assetKeys.lists(),
  ...(id ? [assetKeys.detail(id), historyKey(id)] : []),
  [...assetKeys.all, 'stock'],
];

export function useCreateAsset() {
  return useOptimisticWrite<CreateInput<z.input<typeof assetCreateSchema>>, Asset>({
    mutationFn: async ({ body, idempotencyKey }) =>
      assetSchema.parse(await api.asset.post<unknown>('Asset', body, { idempotencyKey })),
    invalidates: () => afterWrite(),
  });
}

export function useUpdateAsset() {
  return useOptimisticWrite<z.input<typeof assetUpdateSchema>, Asset>({
    mutationFn: async (body) => assetSchema.parse(await api.asset.put<unknown>('Asset', body)),
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
    mutationFn: async (body) =>
      assetSchema.parse(await api.asset.put<unknown>('Asset/UpdateAssetImages', body)),
    invalidates: (body) => afterWrite(body.id),
  });
}

export function useDeleteAsset() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: async (id) =>
      deletedSchema.parse(await api.asset.delete<unknown>('Asset', undefined, { query: { Id: id } })),
    invalidates: () => afterWrite(),
  });
}

/** POST Asset/UpdateAssetLocation: one movement; the server writes the history row with it. */
export function useMoveAsset() {
  return useOptimisticWrite<AssetLocationUpdate, Asset>({
    mutationFn: async (body) =>
      assetSchema.parse(await api.asset.post<unknown>('Asset/UpdateAssetLocation', body)),
    invalidates: (body) => afterWrite(body.assetId),
  });
}

// Stock reports ------------------------------------------------------------------------------------------------

export function useStockReports() {
  const overall = useQuery({
    queryKey: stockKey('overall'),
    queryFn: async ({ signal }) =>
      assetsStockReportSchema.parse(
        await api.asset.get<unknown>('Asset/GetDashboardAssetsStockReport', { signal }),
      ),
  });
  const vendors = useQuery({
    queryKey: stockKey('vendors'),
    queryFn: async ({ signal }) =>
      vendorStockReportSchema.parse(
        await api.asset.get<unknown>('Asset/GetDashboardVendorAssetsStockReport', { signal }),
      ),
  });
  const crews = useQuery({
    queryKey: stockKey('crews'),
    queryFn: async ({ signal }) =>
      crewStockReportSchema.parse(
        await api.asset.get<unknown>('Asset/GetDashboardCrewAssetsStockReport', { signal }),
      ),
  });
  return { overall, vendors, crews };
}

// Options for the asset forms and filters ----------------------------------------------------------------------

export function useAssetTypeOptions() {
  return useQuery({
    queryKey: optionKeys.list('types'),
    queryFn: async ({ signal }) =>
      assetTypeListSchema.parse(await api.asset.get<unknown>('AssetType/GetAllAssetTypes', { signal }))
        .assetTypes,
    staleTime: 0,
  });
}

export function useManufacturerOptions() {
  return useQuery({
    queryKey: optionKeys.list('manufacturers'),
    queryFn: async ({ signal }) =>
      manufacturerListSchema.parse(
        await api.asset.get<unknown>('Manufacturer/GetAllManufacturers', { signal }),
      ).manufacturers,
    staleTime: 0,
  });
}

export function useSupplierOptions() {
  return useQuery({
    queryKey: optionKeys.list('suppliers'),
    queryFn: async ({ signal }) =>
      supplierListSchema.parse(await api.asset.get<unknown>('Supplier/GetAllSuppliers', { signal }))
        .suppliers,
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
