import { recordResource } from '../../../data/record-resource';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { projectSchema } from '../../../domain/projects';

/** Project/GetAll, GetById, POST, PUT and DELETE Project (work-order service). */
export const projects = recordResource({
  service: 'workorder',
  area: 'projects',
  path: 'Project',
  listName: 'projects',
  schema: projectSchema,
  alsoInvalidates: [lookupKeys.projects()],
});
