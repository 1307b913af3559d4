import type { z } from 'zod';
import { api } from '../../../api/client';
import { recordResource } from '../../../data/record-resource';
import {
  warehouseCreateSchema,
  type warehouseAddressSchema,
  type warehouseImageSchema,
  warehouseSchema,
  warehouseUpdateSchema,
  type Warehouse,
} from '../../../domain/warehouses';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

/** Warehouse/GetAll, GetById/{id}, POST, PUT (details) and DELETE Warehouse (organisation service). */
export const warehouses = recordResource({
  service: 'organisation',
  area: 'warehouses',
  path: 'Warehouse',
  listName: 'warehouses',
  schema: warehouseSchema,
  bodies: { create: warehouseCreateSchema, update: warehouseUpdateSchema },
  byId: 'path',
});

/** The address and position (PUT WarehouseAddress?id) and the image (PUT WarehouseImage) are saved on their own. */
export function useUpdateWarehouseAddress() {
  return useOptimisticWrite<{ id: string; body: z.input<typeof warehouseAddressSchema> }, Warehouse>({
    mutationFn: async ({ id, body }) =>
      warehouseSchema.parse(await api.organisation.put<unknown>('WarehouseAddress', body, { query: { id } })),
    invalidates: ({ id }) => [warehouses.keys.detail(id), warehouses.keys.lists()],
  });
}

export function useUpdateWarehouseImage() {
  return useOptimisticWrite<z.input<typeof warehouseImageSchema>, Warehouse>({
    mutationFn: async (body) =>
      warehouseSchema.parse(await api.organisation.put<unknown>('WarehouseImage', body)),
    invalidates: ({ id }) => [warehouses.keys.detail(id), warehouses.keys.lists()],
  });
}
