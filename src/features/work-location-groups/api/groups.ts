import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { recordResource } from '../../../data/record-resource';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import {
  createWorkLocationGroup,
  deleteWorkLocationGroup,
  getAllWorkLocationGroups,
  getWorkLocationGroupById,
  updateWorkLocationGroup,
} from '../../../domain/contracts/workorder/work-location-group/work-location-group';
import {
  workLocationGroupCreateSchema,
  workLocationGroupDetailSchema,
  workLocationGroupSchema,
  workLocationGroupUpdateSchema,
} from '../../../domain/work-location-groups';

/** The work-location groups' list, create, update and delete; one by id answers with its members. */
export const locationGroups = recordResource({
  contracts: {
    list: getAllWorkLocationGroups,
    byId: getWorkLocationGroupById,
    create: createWorkLocationGroup,
    update: updateWorkLocationGroup,
    remove: deleteWorkLocationGroup,
  },
  area: 'workLocationGroups',
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
          await call(getWorkLocationGroupById, { query: { id } }, { signal }),
        ),
    }),
  );
}
