import { useQuery } from '@tanstack/react-query';
import { recordResource } from '../../../data/record-resource';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import {
  createAccessGroup,
  deleteAccessGroup,
  getAccessGroupById,
  getAllAccessGroups,
  updateAccessGroup,
} from '../../../domain/contracts/workorder/access-group/access-group';
import {
  accessGroupCreateSchema,
  accessGroupSchema,
  accessGroupUpdateSchema,
} from '../../../domain/access-groups';

/** The access groups' list, by id, create, update and delete (work-order service). */
export const accessGroups = recordResource({
  contracts: {
    list: getAllAccessGroups,
    byId: getAccessGroupById,
    create: createAccessGroup,
    update: updateAccessGroup,
    remove: deleteAccessGroup,
  },
  area: 'accessGroups',
  listName: 'accessGroups',
  schema: accessGroupSchema,
  bodies: { create: accessGroupCreateSchema, update: accessGroupUpdateSchema },
  alsoInvalidates: [lookupKeys.accessGroups()],
});

/** SPEC section 9: access groups are fetched 500 per page, one level at a time by parentId. */
export const ACCESS_GROUP_PAGE_SIZE = 500;

/** One level of a project's tree: its top level (parentId null) or a group's children. */
export function useAccessGroupLevel(projectId: string | null, parentId: string | null, enabled = true) {
  return useQuery({
    ...accessGroups.listOptions({
      page: 1,
      pageSize: ACCESS_GROUP_PAGE_SIZE,
      projectId: projectId ?? '',
      parentId,
    }),
    enabled: Boolean(projectId) && enabled,
  });
}
