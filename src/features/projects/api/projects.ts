import { recordResource } from '../../../data/record-resource';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import {
  createProject,
  deleteProject,
  getAllProjects,
  getProjectById,
  updateProject,
} from '../../../domain/contracts/workorder/project/project';
import { projectCreateSchema, projectSchema, projectUpdateSchema } from '../../../domain/projects';

/** The projects' list, by id, create, update and delete (work-order service). */
export const projects = recordResource({
  contracts: {
    list: getAllProjects,
    byId: getProjectById,
    create: createProject,
    update: updateProject,
    remove: deleteProject,
  },
  area: 'projects',
  listName: 'projects',
  schema: projectSchema,
  bodies: { create: projectCreateSchema, update: projectUpdateSchema },
  alsoInvalidates: [lookupKeys.projects()],
});
