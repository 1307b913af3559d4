import { call } from '../../../api/call';
import { recordResource } from '../../../data/record-resource';
import {
  createWarehouse,
  deleteWarehouse,
  getAllWarehouses,
  getWarehouseById,
  updateWarehouse,
  updateWarehouseAddress,
  updateWarehouseImage,
} from '../../../domain/contracts/organisation/warehouse';
import type { ContractBody } from '../../../domain/contracts/kit';
import {
  warehouseCreateSchema,
  warehouseSchema,
  warehouseUpdateSchema,
  type Warehouse,
} from '../../../domain/warehouses';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

/** The warehouses' list, by id, create, update (details) and delete (organisation service). */
export const warehouses = recordResource({
  contracts: {
    list: getAllWarehouses,
    byId: getWarehouseById,
    create: createWarehouse,
    update: updateWarehouse,
    remove: deleteWarehouse,
  },
  area: 'warehouses',
  listName: 'warehouses',
  schema: warehouseSchema,
  bodies: { create: warehouseCreateSchema, update: warehouseUpdateSchema },
});

/** The address and position (by the id in the query) and the image (the id in the body) are saved on their own. */
export function useUpdateWarehouseAddress() {
  return useOptimisticWrite<{ id: string; body: ContractBody<typeof updateWarehouseAddress> }, Warehouse>({
    mutationFn: async ({ id, body }) =>
      warehouseSchema.parse(await call(updateWarehouseAddress, { query: { id }, body })),
    invalidates: ({ id }) => [warehouses.keys.detail(id), warehouses.keys.lists()],
  });
}

export function useUpdateWarehouseImage() {
  return useOptimisticWrite<ContractBody<typeof updateWarehouseImage>, Warehouse>({
    mutationFn: async (body) => warehouseSchema.parse(await call(updateWarehouseImage, { body })),
    invalidates: ({ id }) => [warehouses.keys.detail(id), warehouses.keys.lists()],
  });
}
