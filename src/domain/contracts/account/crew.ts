import {
  crewCreateSchema,
  crewListQuerySchema,
  crewListSchema,
  crewLookupQuerySchema,
  crewLookupSchema,
  crewSchema,
  crewUpdateSchema,
} from '../../crews';
import { idQuerySchema } from '../../fields';
import { read } from '../../offline-action-kit';
import { importContract } from '../file/sheet-calls';
import { defineContract } from '../kit';
import { recordWriteContracts } from '../record-writes';

const service = 'account';

export const getAllCrews = defineContract({
  service,
  method: 'POST',
  path: 'Crew/GetAll',
  summary: 'Crews, paged and searched, filtered by vendor (null: the organisation’s own) and activity',
  permission: 'crew.view',
  body: crewListQuerySchema,
  response: crewListSchema,
  offline: read,
});

export const getCrewById = defineContract({
  service,
  method: 'GET',
  path: 'Crew/GetById',
  summary: 'One crew with its members (leader first)',
  permission: 'crew.view',
  query: idQuerySchema,
  response: crewSchema,
  offline: read,
});

export const {
  create: createCrew,
  update: updateCrew,
  remove: deleteCrew,
} = recordWriteContracts({
  service,
  path: 'Crew',
  noun: { resource: 'crew', noun: 'crew' },
  response: crewSchema,
  idQuery: idQuerySchema,
  create: {
    summary: 'Create a crew with its members; whoever manages the crew is notified of the new members',
    permission: 'crew.create',
    body: crewCreateSchema,
  },
  update: {
    summary: 'Update a crew and replace its members (send the version you edited)',
    permission: 'crew.update',
    body: crewUpdateSchema,
  },
  remove: {
    summary: 'Delete a crew that holds no assets and no asset history names; its memberships go with it',
    permission: 'crew.delete',
  },
});

export const getCrewLookup = defineContract({
  service,
  method: 'POST',
  path: 'CrewAccessGroup/GetAllCrews',
  tags: ['Crew'],
  summary: 'The crew dropdown: ids and names, 100 per page, searched by searchTerm, filtered by vendorId',
  permission: 'signed-in',
  body: crewLookupQuerySchema,
  response: crewLookupSchema,
  offline: read,
});

export const importCrews = importContract('crew');
