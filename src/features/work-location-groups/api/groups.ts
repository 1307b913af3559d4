import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { recordResource } from '../../../data/record-resource';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import {
  workLocationGroupCreateSchema,
  workLocationGroupDetailSchema,
  workLocationGroupSchema,
  workLocationGroupUpdateSchema,
} from '../../../domain/work-location-groups';

/** WorkLocationGroup/GetAll, POST, PUT and DELETE; GetById answers with the members. */
export const locationGroups = recordResource({
  service: 'workorder',
  area: 'workLocationGroups',
  path: 'WorkLocationGroup',
  listName: 'workLocationGroups',
  schema: workLocationGroupSchema,
  bodies: { create: workLocationGroupCreateSchema, update: workLocationGroupUpdateSchema },
});

export function useLocationGroup(id: string) {
  return useEditableRecord(
    queryOptions({
      queryKey: locationGroups.keys.detail(id),
      queryFn: async ({ signal }) =>
        workLocationGroupDetailSchema.parse(
          await api.workorder.get<unknown>('WorkLocationGroup/GetById', { query: { id }, signal }),
        ),
    }),
  );
}
