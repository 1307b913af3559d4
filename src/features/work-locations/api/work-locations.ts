import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { recordResource, type CreateInput, type UpdateInput } from '../../../data/record-resource';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import {
  createWorkLocation,
  deleteWorkLocation,
  getAllWorkLocations,
  getWorkLocationById,
  updateWorkLocation,
  updateWorkLocationAccessGroup,
  updateWorkLocationAddress,
  updateWorkLocationElements,
} from '../../../domain/contracts/workorder/work-location/work-location';
import type { AnyContract, ContractBody } from '../../../domain/contracts/kit';
import {
  workLocationCreateSchema,
  workLocationDetailSchema,
  workLocationSchema,
  workLocationUpdateSchema,
  type WorkLocationDetail,
} from '../../../domain/work-locations';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';

/** The work locations' list and delete; by id, create and the updates below answer the location with its values. */
export const workLocations = recordResource({
  contracts: {
    list: getAllWorkLocations,
    byId: getWorkLocationById,
    create: createWorkLocation,
    update: updateWorkLocation,
    remove: deleteWorkLocation,
  },
  area: 'workLocations',
  listName: 'workLocations',
  schema: workLocationSchema,
  bodies: { create: workLocationCreateSchema, update: workLocationUpdateSchema },
});

const keys = workLocations.keys;

/** The location with its template's fields and their values, fresh when online. */
export function useWorkLocation(id: string) {
  return useEditableRecord(
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: async ({ signal }) =>
        workLocationDetailSchema.parse(await call(getWorkLocationById, { query: { id } }, { signal })),
    }),
  );
}

export function useCreateWorkLocation() {
  return useOptimisticWrite<CreateInput<ContractBody<typeof createWorkLocation>>, WorkLocationDetail>({
    mutationFn: async ({ body, idempotencyKey }) =>
      workLocationDetailSchema.parse(await call(createWorkLocation, { body }, { idempotencyKey })),
    invalidates: () => [keys.lists()],
  });
}

/** Each part of a location is saved by its own call, with its own permission key. */
export const WORK_LOCATION_PARTS = {
  details: updateWorkLocation,
  accessGroup: updateWorkLocationAccessGroup,
  address: updateWorkLocationAddress,
  elements: updateWorkLocationElements,
};
export type WorkLocationPart = keyof typeof WORK_LOCATION_PARTS;

export function useUpdateWorkLocation<P extends WorkLocationPart>(part: P) {
  return useOptimisticWrite<UpdateInput<ContractBody<(typeof WORK_LOCATION_PARTS)[P]>>, WorkLocationDetail>({
    mutationFn: async ({ id, body }) =>
      workLocationDetailSchema.parse(
        await call<AnyContract>(WORK_LOCATION_PARTS[part], { query: { id }, body }),
      ),
    invalidates: ({ id }) => [keys.detail(id), keys.lists()],
  });
}
