import { deletedSchema, idQuerySchema } from '../../fields';
import { queue, read, valueAt, type ActionRequest } from '../../offline-action-kit';
import { creates, deletes, edits, type RecordNoun } from '../../offline-record-actions';
import {
  WORKFORCE_KIND,
  supervisorListSchema,
  supervisorQuerySchema,
  workforceCreateSchema,
  workforceListQuerySchema,
  workforceListSchema,
  workforceSchema,
  workforceUpdateSchema,
} from '../../workforce';
import { importContract } from '../file/sheet-calls';
import { defineContract } from '../kit';

const service = 'account';

/** A create or an edit names the member by the kind in its body: "Create supervisor ...". */
const workforceNoun = (request: ActionRequest): RecordNoun => ({
  resource: 'workforce',
  noun: valueAt(request, 'body.kind') === WORKFORCE_KIND.supervisor ? 'supervisor' : 'mobile user',
});

export const getAllWorkforce = defineContract({
  service,
  method: 'POST',
  path: 'Workforce/GetAll',
  summary:
    'Mobile users and supervisors, paged and searched; filtered by vendor (null: the organisation’s own), kind, supervisor and activity',
  permission: 'workforce.view',
  body: workforceListQuerySchema,
  response: workforceListSchema,
  offline: read,
});

export const getSupervisors = defineContract({
  service,
  method: 'GET',
  path: 'Workforce/GetSupervisor',
  summary:
    'Active supervisors for a dropdown: all, one vendor’s (vendorId), or the organisation’s own (vendorId=)',
  permission: 'workforce.view',
  query: supervisorQuerySchema,
  response: supervisorListSchema,
  offline: read,
});

export const getWorkforceById = defineContract({
  service,
  method: 'GET',
  path: 'Workforce/GetById',
  summary: 'One workforce member with their crews and how many report to them',
  permission: 'workforce.view',
  query: idQuerySchema,
  response: workforceSchema,
  offline: read,
});

export const createWorkforce = defineContract({
  service,
  method: 'POST',
  path: 'Workforce',
  summary: 'Create a mobile user or supervisor',
  permission: 'workforce.create',
  body: workforceCreateSchema,
  response: workforceSchema,
  offline: queue((request, known) => creates(workforceNoun(request))(request, known)),
});

export const updateWorkforce = defineContract({
  service,
  method: 'PUT',
  path: 'Workforce',
  summary: 'Update a mobile user or supervisor (send the version you edited)',
  permission: 'workforce.update',
  query: idQuerySchema,
  body: workforceUpdateSchema,
  response: workforceSchema,
  offline: queue((request, known) => edits(workforceNoun(request))(request, known)),
});

export const deleteWorkforce = defineContract({
  service,
  method: 'DELETE',
  path: 'Workforce',
  summary: 'Delete a workforce member who is in no crew and supervises nobody',
  permission: 'workforce.delete',
  query: idQuerySchema,
  response: deletedSchema,
  offline: queue(deletes({ resource: 'workforce', noun: 'workforce member' })),
});

export const importWorkforce = importContract('workforce');
