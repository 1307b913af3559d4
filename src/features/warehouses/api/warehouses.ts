import { api } from '../../../api/client';
import { recordResource } from '../../../data/record-resource';
import { warehouseSchema, type Warehouse } from '../../../domain/warehouses';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

/** Warehouse/GetAll, GetById/{id}, POST, PUT (details) and DELETE Warehouse (organisation service). */
export const warehouses = recordResource({
  service: 'organisation',
  area: 'warehouses',
  path: 'Warehouse',
  listName: 'warehouses',
  schema: warehouseSchema,
  byId: 'path',
});

/** The address and position (PUT WarehouseAddress?id) and the image (PUT WarehouseImage) are saved on their own. */
export function useUpdateWarehouseAddress() {
  return useOptimisticWrite<{ id: string; body: object & { version: number } }, Warehouse>({
    mutationFn: async ({ id, body }) => warehouseSchema.parse(await api.organisation.put<unknown>('WarehouseAddress', body, { query: { id } })),
    invalidates: ({ id }) => [warehouses.keys.detail(id), warehouses.keys.lists()],
  });
}

export function useUpdateWarehouseImage() {
  return useOptimisticWrite<{ id: string; imageUrl: string | null; version: number }, Warehouse>({
    mutationFn: async (body) => warehouseSchema.parse(await api.organisation.put<unknown>('WarehouseImage', body)),
    invalidates: ({ id }) => [warehouses.keys.detail(id), warehouses.keys.lists()],
  });
}
