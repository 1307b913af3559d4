import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { getAllProjects, getProjectById } from '../../domain/contracts/workorder/project/project';
import type { Option } from '../../domain/paging';
import { projectListSchema, projectSchema } from '../../domain/projects';
import { lookupKeys } from './lookup-keys';
import type { LookupPage, PagedLookupSource } from './lookup-paging';
import { usePagedLookup } from './use-paged-lookup';

/** Project dropdowns load 10 at a time (SPEC section 9). */
export const PROJECT_PAGE_SIZE = 10;

/** One page of the project dropdown (active projects, by name). */
export async function getProjectOptions(
  page: number,
  term: string,
  signal?: AbortSignal,
): Promise<LookupPage> {
  const body = { page, pageSize: PROJECT_PAGE_SIZE, isActive: true, ...(term ? { searchString: term } : {}) };
  const data = projectListSchema.parse(await call(getAllProjects, { body }, { signal }));
  return {
    options: data.projects.map((project) => ({ id: project.id, name: project.projectName })),
    pageTotal: data.pageTotal,
  };
}

export const projectLookupSource: PagedLookupSource = {
  queryKey: (term) => lookupKeys.projectSearch(term),
  fetchPage: (page, term, signal) => getProjectOptions(page, term, signal),
  // SPEC section 8: a failed project fetch is not shown; the dropdown just stays empty.
  failure: { fallback: '', silent: true },
};

export function useProjectLookup(term: string, enabled = true) {
  return usePagedLookup(projectLookupSource, term, enabled);
}

/** The name of a project known only by id (a link's `?projectId=`), for a dropdown's chosen option. */
export function useProjectOption(projectId: string | null): Option | null {
  const query = useQuery({
    queryKey: [...lookupKeys.projects(), 'one', projectId ?? ''],
    queryFn: async ({ signal }) =>
      projectSchema.parse(await call(getProjectById, { query: { id: projectId ?? '' } }, { signal })),
    enabled: Boolean(projectId),
  });
  return query.data ? { id: query.data.id, name: query.data.projectName } : null;
}
