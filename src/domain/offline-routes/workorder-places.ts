import {
  action,
  idAt,
  knownName,
  onlineOnly,
  queue,
  read,
  type Describe,
  type OfflineRoute,
} from '../offline-action-kit';
import { crud, edits, type RecordNoun } from '../offline-record-actions';

const LOCATION: RecordNoun = {
  resource: 'workLocation',
  noun: 'work location',
  nameFields: ['locationIdentifier', 'name'],
};
const TEMPLATE_FIELD: RecordNoun = {
  resource: 'templateField',
  noun: 'template field',
  nameFields: ['elementName'],
};

/** Work-location groups given to a vendor or a crew (`VendorWorkLocationGroup`, `CrewWorkLocationGroup`). */
function servedGroups(path: string, whom: 'vendor' | 'crew'): Record<string, OfflineRoute> {
  const subject = whom === 'vendor' ? 'body.vendorId' : 'body.crewId';
  const describe =
    (verb: string, kindVerb: string): Describe =>
    (request, known) => {
      const id = idAt(request, [subject]);
      const project = knownName(known, idAt(request, ['body.projectId']));
      const of = project ? ` of ${project}` : '';
      const label = `${verb} the work-location groups${of} ${verb === 'Assign' ? 'to' : 'from'} ${
        knownName(known, id) ?? `a ${whom}`
      }`;
      return action(`${whom}LocationGroups.${kindVerb}`, label, [id]);
    };
  return {
    [`POST ${path}/GetAll`]: read,
    [`GET ${path}/GetByProjectId`]: read,
    [`PUT ${path}`]: queue(describe('Assign', 'assign')),
    [`DELETE ${path}`]: queue(describe('Withdraw', 'withdraw')),
    // A field-access password would wait in the outbox on the device.
    [`PUT ${path}/ChangePassword`]: onlineOnly,
  };
}

const stopServing: Describe = (request, known) => {
  const vendor = idAt(request, ['body.vendorId']);
  const location = knownName(known, idAt(request, ['body.workLocationId'])) ?? 'a work location';
  const label = `Stop ${knownName(known, vendor) ?? 'a vendor'} serving ${location}`;
  return action('vendorLocation.delete', label, [vendor]);
};

/** Projects, access groups, templates, work locations and their groups. */
export const PLACE_ROUTES: Record<string, OfflineRoute> = {
  'POST Project/GetAll': read,
  'GET Project/GetById': read,
  ...crud('Project', { resource: 'project', noun: 'project', nameFields: ['projectName'] }),
  'POST Project/Import': onlineOnly,
  'POST AccessGroup/GetAll': read,
  'POST AccessGroup/GetUserAccessGroup': read,
  'GET AccessGroup/GetById': read,
  ...crud('AccessGroup', { resource: 'accessGroup', noun: 'access group' }),
  'GET WorkLocationTemplate/GetAll': read,
  'GET WorkLocationTemplate/GetWorkLocationTemplateElements': read,
  'GET WorkLocationTemplate/GetById': read,
  ...crud('WorkLocationTemplate', { resource: 'template', noun: 'work-location template' }),
  ...crud('WorkLocationTemplate/Element', TEMPLATE_FIELD),
  'POST WorkLocation/GetAll': read,
  'POST WorkLocation/SearchWorklocation': read,
  'GET WorkLocation/GetById': read,
  ...crud('WorkLocation', LOCATION),
  'PUT WorkLocation/WorklocationAccessGroup': queue(edits(LOCATION, 'Move', 'move')),
  'PUT WorkLocation/UpdateWorklocationAddress': queue(
    edits(LOCATION, 'Change the address of', 'editAddress'),
  ),
  'PUT WorkLocation/UpdateWorklocationElements': queue(
    edits(LOCATION, 'Change the field values of', 'editValues'),
  ),
  'POST WorkLocation/Export': onlineOnly,
  'POST WorkLocation/Import': onlineOnly,
  'POST WorkLocationGroup/GetAll': read,
  'GET WorkLocationGroup/GetById': read,
  ...crud('WorkLocationGroup', { resource: 'locationGroup', noun: 'work-location group' }),
  'POST WorkLocationGroup/Export': onlineOnly,
  'POST WorkLocationGroup/Import': onlineOnly,
  ...servedGroups('VendorWorkLocationGroup', 'vendor'),
  ...servedGroups('CrewWorkLocationGroup', 'crew'),
  // The path SPEC section 7 writes with two slashes; the server answers it as written.
  'GET CrewWorkLocationGroup//GetByProjectId': read,
  'POST VendorWorkLocation/GetAll': read,
  'DELETE VendorWorkLocation': queue(stopServing),
};
