import type { z } from 'zod';
import { idQuerySchema } from '../../../fields';
import { queue, read } from '../../../offline-action-kit';
import { edits, type RecordNoun } from '../../../offline-record-actions';
import type { PermissionKey } from '../../../permissions';
import {
  workLocationAccessGroupSchema,
  workLocationAddressSchema,
  workLocationCreateSchema,
  workLocationDetailSchema,
  workLocationElementsSchema,
  workLocationListQuerySchema,
  workLocationListSchema,
  workLocationSearchQuerySchema,
  workLocationSearchSchema,
  workLocationUpdateSchema,
} from '../../../work-locations';
import { exportContract, importContract } from '../../file/sheet-calls';
import { defineContract } from '../../kit';
import { recordWriteContracts } from '../../record-writes';

const service = 'workorder';
const LOCATION: RecordNoun = {
  resource: 'workLocation',
  noun: 'work location',
  nameFields: ['locationIdentifier', 'name'],
};

export const getAllWorkLocations = defineContract({
  service,
  method: 'POST',
  path: 'WorkLocation/GetAll',
  summary:
    'Work locations by project, access group (with sub-groups), template and a template-field filter; searched by identifier and name',
  permission: 'workLocation.view',
  body: workLocationListQuerySchema,
  response: workLocationListSchema,
  offline: read,
});

export const searchWorkLocations = defineContract({
  service,
  method: 'POST',
  path: 'WorkLocation/SearchWorklocation',
  summary: 'Typeahead over identifier and name (100 per page)',
  permission: 'workLocation.view',
  body: workLocationSearchQuerySchema,
  response: workLocationSearchSchema,
  offline: read,
});

export const getWorkLocationById = defineContract({
  service,
  method: 'GET',
  path: 'WorkLocation/GetById',
  summary: "One work location with its template's fields and their values",
  permission: 'workLocation.view',
  query: idQuerySchema,
  response: workLocationDetailSchema,
  offline: read,
});

export const {
  create: createWorkLocation,
  update: updateWorkLocation,
  remove: deleteWorkLocation,
} = recordWriteContracts({
  service,
  path: 'WorkLocation',
  noun: LOCATION,
  response: workLocationDetailSchema,
  idQuery: idQuerySchema,
  create: {
    summary: 'Create a work location with its field values (organisation users only)',
    permission: 'workLocation.create',
    body: workLocationCreateSchema,
  },
  update: {
    summary: 'Change identifier and name (project and template stay; send the version you edited)',
    permission: 'workLocation.update',
    body: workLocationUpdateSchema,
  },
  remove: {
    summary:
      'Delete a work location and its field values; refused while assets are installed there or their history names it',
    permission: 'workLocation.delete',
  },
});

/** A partial update of a work location (the id in the query), under its own permission key. */
function locationEdit<B extends z.ZodType>(spec: {
  path: string;
  summary: string;
  permission: PermissionKey;
  body: B;
  verb: string;
  kindVerb: string;
}) {
  const { verb, kindVerb, ...call } = spec;
  return defineContract({
    service,
    method: 'PUT',
    ...call,
    query: idQuerySchema,
    response: workLocationDetailSchema,
    offline: queue(edits(LOCATION, verb, kindVerb)),
  });
}

export const updateWorkLocationAccessGroup = locationEdit({
  path: 'WorkLocation/WorklocationAccessGroup',
  summary: 'Move a location to another access group of its project (or none)',
  permission: 'workLocation.changeAccessGroup',
  body: workLocationAccessGroupSchema,
  verb: 'Move',
  kindVerb: 'move',
});

export const updateWorkLocationAddress = locationEdit({
  path: 'WorkLocation/UpdateWorklocationAddress',
  summary: 'Change address and position (latitude and longitude together)',
  permission: 'workLocation.updateAddress',
  body: workLocationAddressSchema,
  verb: 'Change the address of',
  kindVerb: 'editAddress',
});

export const updateWorkLocationElements = locationEdit({
  path: 'WorkLocation/UpdateWorklocationElements',
  summary: "Replace the values of the template's fields, checked against each field's type",
  permission: 'workLocation.updateElements',
  body: workLocationElementsSchema,
  verb: 'Change the field values of',
  kindVerb: 'editValues',
});

export const importWorkLocations = importContract('workLocation');

export const exportWorkLocations = exportContract('workLocation', workLocationListQuerySchema);
