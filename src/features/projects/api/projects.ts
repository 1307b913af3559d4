import { recordResource } from '../../../data/record-resource';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { projectCreateSchema, projectSchema, projectUpdateSchema } from '../../../domain/projects';

/** Project/GetAll, GetById, POST, PUT and DELETE Project (work-order service). */
export const projects = recordResource({
  service: 'workorder',
  area: 'projects',
  path: 'Project',
  listName: 'projects',
  schema: projectSchema,
  bodies: { create: projectCreateSchema, update: projectUpdateSchema },
  alsoInvalidates: [lookupKeys.projects()],
});
