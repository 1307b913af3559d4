import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import type { z } from 'zod';
import { recordResource, type CreateInput, type UpdateInput } from '../../../data/record-resource';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import {
  workLocationAccessGroupSchema,
  workLocationAddressSchema,
  workLocationCreateSchema,
  workLocationElementsSchema,
  workLocationDetailSchema,
  workLocationSchema,
  workLocationUpdateSchema,
  type WorkLocationDetail,
} from '../../../domain/work-locations';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

/** WorkLocation/GetAll and DELETE WorkLocation; the rest below has its own shapes. */
export const workLocations = recordResource({
  service: 'workorder',
  area: 'workLocations',
  path: 'WorkLocation',
  listName: 'workLocations',
  schema: workLocationSchema,
  bodies: { create: workLocationCreateSchema, update: workLocationUpdateSchema },
});

const keys = workLocations.keys;

/** GET WorkLocation/GetById: the location with its template's fields and their values, fresh when online. */
export function useWorkLocation(id: string) {
  return useEditableRecord(
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: async ({ signal }) =>
        workLocationDetailSchema.parse(
          await api.workorder.get<unknown>('WorkLocation/GetById', { query: { id }, signal }),
        ),
    }),
  );
}

export function useCreateWorkLocation() {
  return useOptimisticWrite<CreateInput<z.input<typeof workLocationCreateSchema>>, WorkLocationDetail>({
    mutationFn: async ({ body, idempotencyKey }) =>
      workLocationDetailSchema.parse(
        await api.workorder.post<unknown>('WorkLocation', body, { idempotencyKey }),
      ),
    invalidates: () => [keys.lists()],
  });
}

/** Each part of a location is saved by its own call, with its own permission key. */
export const WORK_LOCATION_PARTS = {
  details: { path: 'WorkLocation', body: workLocationUpdateSchema },
  accessGroup: { path: 'WorkLocation/WorklocationAccessGroup', body: workLocationAccessGroupSchema },
  address: { path: 'WorkLocation/UpdateWorklocationAddress', body: workLocationAddressSchema },
  elements: { path: 'WorkLocation/UpdateWorklocationElements', body: workLocationElementsSchema },
};
export type WorkLocationPart = keyof typeof WORK_LOCATION_PARTS;

export function useUpdateWorkLocation<P extends WorkLocationPart>(part: P) {
  return useOptimisticWrite<
    UpdateInput<z.input<(typeof WORK_LOCATION_PARTS)[P]['body']>>,
    WorkLocationDetail
  >({
    mutationFn: async ({ id, body }) =>
      workLocationDetailSchema.parse(
        await api.workorder.put<unknown>(WORK_LOCATION_PARTS[part].path, body, { query: { id } }),
      ),
    invalidates: ({ id }) => [keys.detail(id), keys.lists()],
  });
}
