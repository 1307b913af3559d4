import { useQuery } from '@tanstack/react-query';
import { recordResource } from '../../../data/record-resource';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import {
  accessGroupCreateSchema,
  accessGroupSchema,
  accessGroupUpdateSchema,
} from '../../../domain/access-groups';

/** AccessGroup/GetAll, GetById, POST, PUT and DELETE AccessGroup (work-order service). */
export const accessGroups = recordResource({
  service: 'workorder',
  area: 'accessGroups',
  path: 'AccessGroup',
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
