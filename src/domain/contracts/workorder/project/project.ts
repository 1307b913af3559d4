import { idQuerySchema } from '../../../fields';
import { read } from '../../../offline-action-kit';
import type { RecordNoun } from '../../../offline-record-actions';
import {
  projectCreateSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  projectUpdateSchema,
} from '../../../projects';
import { importContract } from '../../file/sheet-calls';
import { defineContract } from '../../kit';
import { recordWriteContracts } from '../../record-writes';

const service = 'workorder';
const PROJECT: RecordNoun = { resource: 'project', noun: 'project', nameFields: ['projectName'] };

export const getAllProjects = defineContract({
  service,
  method: 'POST',
  path: 'Project/GetAll',
  summary: 'Projects, paged and searched (name, code), with their access-group counts',
  permission: 'project.view',
  body: projectListQuerySchema,
  response: projectListSchema,
  offline: read,
});

export const getProjectById = defineContract({
  service,
  method: 'GET',
  path: 'Project/GetById',
  summary: 'One project',
  permission: 'project.view',
  query: idQuerySchema,
  response: projectSchema,
  offline: read,
});

export const {
  create: createProject,
  update: updateProject,
  remove: deleteProject,
} = recordWriteContracts({
  service,
  path: 'Project',
  noun: PROJECT,
  response: projectSchema,
  idQuery: idQuerySchema,
  create: {
    summary: 'Create a project (organisation users only)',
    permission: 'project.create',
    body: projectCreateSchema,
  },
  update: {
    summary: 'Update a project (send the version you edited; organisation users only)',
    permission: 'project.update',
    body: projectUpdateSchema,
  },
  remove: {
    summary: 'Delete a project that no access group or work location belongs to (organisation users only)',
    permission: 'project.delete',
  },
});

export const importProjects = importContract('project');
