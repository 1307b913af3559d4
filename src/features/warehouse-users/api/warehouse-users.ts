import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { createQueryKeys } from '../../../data/query-keys';
import { recordResource } from '../../../data/record-resource';
import {
  createWarehouseUser,
  deleteWarehouseUser,
  getAllWarehouseUsers,
  getWarehouseUserById,
  updateWarehouseUser,
} from '../../../domain/contracts/organisation/warehouse-user';
import { getAllWarehouses, getWarehouseById } from '../../../domain/contracts/organisation/warehouse';
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

/** The warehouse users' list, by id, create, update and delete (organisation service). */
export const warehouseUsers = recordResource({
  contracts: {
    list: getAllWarehouseUsers,
    byId: getWarehouseUserById,
    create: createWarehouseUser,
    update: updateWarehouseUser,
    remove: deleteWarehouseUser,
  },
  area: 'warehouseUsers',
  listName: 'warehouseUsers',
  schema: warehouseUserSchema,
  bodies: { create: warehouseUserCreateSchema, update: warehouseUserUpdateSchema },
  alsoInvalidates: [warehouseKeys.all],
});

/** Warehouse dropdowns list the first 100 (SPEC section 9: lookups are at most 100 a page). */
const WAREHOUSE_OPTIONS_FILTER = { page: 1, pageSize: 100 };

/** The warehouse whose users these are, for the heading and breadcrumb. */
export function useWarehouse(id: string | null) {
  return useQuery({
    queryKey: warehouseKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      warehouseSchema.parse(await call(getWarehouseById, { params: { id: id ?? '' } }, { signal })),
    enabled: Boolean(id),
  });
}

/** The warehouses a user can be placed at, by name. */
export function useWarehouseOptions() {
  return useQuery({
    queryKey: warehouseKeys.list(WAREHOUSE_OPTIONS_FILTER),
    queryFn: async ({ signal }) =>
      warehouseListSchema.parse(await call(getAllWarehouses, { body: WAREHOUSE_OPTIONS_FILTER }, { signal })),
    select: (data) =>
      data.warehouses.map((warehouse) => ({
        id: warehouse.id,
        name: warehouse.name,
        isActive: warehouse.isActive,
      })),
  });
}
