import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { recordResource } from '../../../data/record-resource';
import {
  warehouseListSchema,
  warehouseSchema,
  warehouseUserCreateSchema,
  warehouseUserSchema,
  warehouseUserUpdateSchema,
} from '../../../domain/warehouses';

/**
 * The warehouse screens' query area. The warehouse and the warehouse list read here are cached under its keys,
 * in the same shapes, so a warehouse renamed there shows here at once; a user added, moved or deleted here
 * makes its user counts stale.
 */
const warehouseKeys = createQueryKeys('warehouses');

/** WarehouseUser/GetAll, GetById, POST, PUT and DELETE WarehouseUser (organisation service). */
export const warehouseUsers = recordResource({
  service: 'organisation',
  area: 'warehouseUsers',
  path: 'WarehouseUser',
  listName: 'warehouseUsers',
  schema: warehouseUserSchema,
  bodies: { create: warehouseUserCreateSchema, update: warehouseUserUpdateSchema },
  alsoInvalidates: [warehouseKeys.all],
});

/** Warehouse dropdowns list the first 100 (SPEC section 9: lookups are at most 100 a page). */
const WAREHOUSE_OPTIONS_FILTER = { page: 1, pageSize: 100 };

/** GET Warehouse/GetById/<id>: the warehouse whose users these are, for the heading and breadcrumb. */
export function useWarehouse(id: string | null) {
  return useQuery({
    queryKey: warehouseKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      warehouseSchema.parse(
        await api.organisation.get<unknown>(`Warehouse/GetById/${encodeURIComponent(id ?? '')}`, { signal }),
      ),
    enabled: Boolean(id),
  });
}

/** POST Warehouse/GetAll: the warehouses a user can be placed at, by name. */
export function useWarehouseOptions() {
  return useQuery({
    queryKey: warehouseKeys.list(WAREHOUSE_OPTIONS_FILTER),
    queryFn: async ({ signal }) =>
      warehouseListSchema.parse(
        await api.organisation.post<unknown>('Warehouse/GetAll', WAREHOUSE_OPTIONS_FILTER, { signal }),
      ),
    select: (data) =>
      data.warehouses.map((warehouse) => ({
        id: warehouse.id,
        name: warehouse.name,
        isActive: warehouse.isActive,
      })),
  });
}
