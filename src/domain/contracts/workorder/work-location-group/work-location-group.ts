import { idQuerySchema } from '../../../fields';
import { read } from '../../../offline-action-kit';
import {
  workLocationGroupCreateSchema,
  workLocationGroupDetailSchema,
  workLocationGroupListQuerySchema,
  workLocationGroupListSchema,
  workLocationGroupUpdateSchema,
} from '../../../work-location-groups';
import { exportContract, importContract } from '../../file/sheet-calls';
import { defineContract } from '../../kit';
import { recordWriteContracts } from '../../record-writes';

const service = 'workorder';

export const getAllWorkLocationGroups = defineContract({
  service,
  method: 'POST',
  path: 'WorkLocationGroup/GetAll',
  summary: 'Work-location groups, paged, by project and searched by name',
  permission: 'workLocationGroup.view',
  body: workLocationGroupListQuerySchema,
  response: workLocationGroupListSchema,
  offline: read,
});

export const getWorkLocationGroupById = defineContract({
  service,
  method: 'GET',
  path: 'WorkLocationGroup/GetById',
  summary: 'One group with the member locations the caller may see',
  permission: 'workLocationGroup.view',
  query: idQuerySchema,
  response: workLocationGroupDetailSchema,
  offline: read,
});

export const {
  create: createWorkLocationGroup,
  update: updateWorkLocationGroup,
  remove: deleteWorkLocationGroup,
} = recordWriteContracts({
  service,
  path: 'WorkLocationGroup',
  noun: { resource: 'locationGroup', noun: 'work-location group' },
  response: workLocationGroupDetailSchema,
  idQuery: idQuerySchema,
  create: {
    summary: 'Create a group of locations of one project (organisation users only)',
    permission: 'workLocationGroup.create',
    body: workLocationGroupCreateSchema,
  },
  update: {
    summary: 'Rename a group and replace its members (send the version you edited; organisation users only)',
    permission: 'workLocationGroup.update',
    body: workLocationGroupUpdateSchema,
  },
  remove: {
    summary: 'Delete a group no vendor or crew is assigned; its locations stay (organisation users only)',
    permission: 'workLocationGroup.delete',
  },
});

export const importWorkLocationGroups = importContract('workLocationGroup');

export const exportWorkLocationGroups = exportContract('workLocationGroup', workLocationGroupListQuerySchema);
