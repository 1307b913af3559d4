import { camelQuery, idQuerySchema } from '../../fields';
import { read } from '../../offline-action-kit';
import type { RecordNoun } from '../../offline-record-actions';
import {
  activityTemplateCreateSchema,
  activityTemplateListQuerySchema,
  activityTemplateListSchema,
  activityTemplateSchema,
  activityTemplateUpdateSchema,
  activityTypeListSchema,
  activityTypeQuerySchema,
} from '../../workflows';
import { defineContract } from '../kit';
import { recordWriteContracts } from '../record-writes';

const service = 'workflow';
const idQuery = camelQuery(idQuerySchema);
const TEMPLATE: RecordNoun = { resource: 'activityTemplate', noun: 'activity template' };
const VIEW = ['activityTemplate.view', 'workflow.view'] as const;

export const getAllActivityTypes = defineContract({
  service,
  method: 'GET',
  path: 'ActivityType/GetAllActivityTypes',
  summary: 'The activity types (Survey, Installation, Inspection, Maintenance, Replacement, Disconnection)',
  permission: 'signed-in',
  response: activityTypeListSchema,
  offline: read,
});

export const getTemplateActivityByActivityTypeId = defineContract({
  service,
  method: 'GET',
  path: 'WorkFlow/GetTemplateActivityByActivityTypeId',
  tags: ['ActivityTemplate'],
  summary: 'The activity templates of one activity type',
  permission: VIEW,
  query: camelQuery(activityTypeQuerySchema),
  response: activityTemplateListSchema,
  offline: read,
});

export const getAllActivityTemplates = defineContract({
  service,
  method: 'POST',
  path: 'ActivityTemplate/GetAll',
  summary: 'Activity templates, paged, searched by name, optionally of one activity type',
  permission: VIEW,
  body: activityTemplateListQuerySchema,
  response: activityTemplateListSchema,
  offline: read,
});

export const getActivityTemplateById = defineContract({
  service,
  method: 'GET',
  path: 'ActivityTemplate/GetById',
  summary: 'One activity template with its tasks and form elements',
  permission: VIEW,
  query: idQuery,
  response: activityTemplateSchema,
  offline: read,
});

export const {
  create: createActivityTemplate,
  update: updateActivityTemplate,
  remove: deleteActivityTemplate,
} = recordWriteContracts({
  service,
  path: 'ActivityTemplate',
  noun: TEMPLATE,
  response: activityTemplateSchema,
  idQuery,
  create: {
    summary: 'Create an activity template (organisation users only)',
    permission: 'activityTemplate.create',
    body: activityTemplateCreateSchema,
  },
  update: {
    summary: 'Update an activity template; workflows keep the copy they published until republished',
    permission: 'activityTemplate.update',
    body: activityTemplateUpdateSchema,
  },
  remove: {
    summary: 'Delete an activity template no workflow version was built from',
    permission: 'activityTemplate.delete',
  },
});
