import { idQuerySchema } from '../../../fields';
import { read } from '../../../offline-action-kit';
import {
  elementCreateSchema,
  elementListQuerySchema,
  elementListSchema,
  elementSchema,
  elementUpdateSchema,
  templateCreateSchema,
  templateListQuerySchema,
  templateListSchema,
  templateSchema,
  templateUpdateSchema,
} from '../../../work-location-templates';
import { defineContract } from '../../kit';
import { recordWriteContracts } from '../../record-writes';

const service = 'workorder';

/** The two lookups feed filters everywhere, so any signed-in user may read them. */
export const getAllWorkLocationTemplates = defineContract({
  service,
  method: 'GET',
  path: 'WorkLocationTemplate/GetAll',
  summary: 'Every template of the organisation (name, id, code), searched by name or code',
  permission: 'signed-in',
  query: templateListQuerySchema,
  response: templateListSchema,
  offline: read,
});

export const getWorkLocationTemplateElements = defineContract({
  service,
  method: 'GET',
  path: 'WorkLocationTemplate/GetWorkLocationTemplateElements',
  summary: "A template's fields in display order",
  permission: 'signed-in',
  query: elementListQuerySchema,
  response: elementListSchema,
  offline: read,
});

export const getWorkLocationTemplateById = defineContract({
  service,
  method: 'GET',
  path: 'WorkLocationTemplate/GetById',
  summary: 'One template with its fields',
  permission: 'workLocationTemplate.view',
  query: idQuerySchema,
  response: templateSchema,
  offline: read,
});

export const {
  create: createWorkLocationTemplate,
  update: updateWorkLocationTemplate,
  remove: deleteWorkLocationTemplate,
} = recordWriteContracts({
  service,
  path: 'WorkLocationTemplate',
  noun: { resource: 'template', noun: 'work-location template' },
  response: templateSchema,
  idQuery: idQuerySchema,
  create: {
    summary:
      'Create a template; add its fields with POST WorkLocationTemplate/Element (organisation users only)',
    permission: 'workLocationTemplate.create',
    body: templateCreateSchema,
  },
  update: {
    summary: 'Rename a template (send the version you edited; organisation users only)',
    permission: 'workLocationTemplate.update',
    body: templateUpdateSchema,
  },
  remove: {
    summary: 'Delete a template and its fields while no work location uses it (organisation users only)',
    permission: 'workLocationTemplate.delete',
  },
});

/** Template fields, beside the template calls (SPEC gives no path); a field change needs the template's update key. */
export const {
  create: createTemplateElement,
  update: updateTemplateElement,
  remove: deleteTemplateElement,
} = recordWriteContracts({
  service,
  path: 'WorkLocationTemplate/Element',
  noun: { resource: 'templateField', noun: 'template field', nameFields: ['elementName'] },
  response: elementSchema,
  idQuery: idQuerySchema,
  create: {
    summary: 'Add a field to a template (organisation users only)',
    permission: 'workLocationTemplate.update',
    body: elementCreateSchema,
  },
  update: {
    summary: 'Change a template field (send the version you edited; organisation users only)',
    permission: 'workLocationTemplate.update',
    body: elementUpdateSchema,
  },
  remove: {
    summary: "Remove a template field and every location's value of it (organisation users only)",
    permission: 'workLocationTemplate.update',
  },
});
