import {
  accessGroupCreateSchema,
  accessGroupListQuerySchema,
  accessGroupListSchema,
  accessGroupSchema,
  accessGroupUpdateSchema,
  userAccessGroupQuerySchema,
  userAccessGroupSchema,
} from '../../../access-groups';
import { idQuerySchema } from '../../../fields';
import { read } from '../../../offline-action-kit';
import { defineContract } from '../../kit';
import { recordWriteContracts } from '../../record-writes';

const service = 'workorder';

export const getAllAccessGroups = defineContract({
  service,
  method: 'POST',
  path: 'AccessGroup/GetAll',
  summary:
    "One level of a project's access-group tree (parentId null: the top level), paged and searched by name",
  permission: 'accessGroup.view',
  body: accessGroupListQuerySchema,
  response: accessGroupListSchema,
  offline: read,
});

export const getUserAccessGroups = defineContract({
  service,
  method: 'POST',
  path: 'AccessGroup/GetUserAccessGroup',
  summary: 'The access groups the caller may see, by project (the access-group picker)',
  permission: 'signed-in',
  body: userAccessGroupQuerySchema,
  response: userAccessGroupSchema,
  offline: read,
});

export const getAccessGroupById = defineContract({
  service,
  method: 'GET',
  path: 'AccessGroup/GetById',
  summary: 'One access group with its parent',
  permission: 'accessGroup.view',
  query: idQuerySchema,
  response: accessGroupSchema,
  offline: read,
});

export const {
  create: createAccessGroup,
  update: updateAccessGroup,
  remove: deleteAccessGroup,
} = recordWriteContracts({
  service,
  path: 'AccessGroup',
  noun: { resource: 'accessGroup', noun: 'access group' },
  response: accessGroupSchema,
  idQuery: idQuerySchema,
  create: {
    summary:
      'Create an access group in a project, under parentId or at the top level (organisation users only)',
    permission: 'accessGroup.create',
    body: accessGroupCreateSchema,
  },
  update: {
    summary:
      'Rename an access group or move it under another parent of the same project (send the version you edited)',
    permission: 'accessGroup.update',
    body: accessGroupUpdateSchema,
  },
  remove: {
    summary: 'Delete an access group with no sub-groups, work locations or grants (organisation users only)',
    permission: 'accessGroup.delete',
  },
});
