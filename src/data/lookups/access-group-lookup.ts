import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { getUserAccessGroups } from '../../domain/contracts/workorder/access-group/access-group';
import { userAccessGroupSchema, type AccessGroup } from '../../domain/access-groups';
import { lookupKeys } from './lookup-keys';

/** A group of a project's tree with its place in it, for pickers. */
export interface AccessGroupChoice {
  id: string;
  name: string;
  parentId: string | null;
  depth: number;
  /** "Circle › Division › Ward": names from the top, so a choice reads right out of context. */
  path: string;
}

/** Orders groups depth-first under their parents (by name) and gives each its depth and path. */
export function accessGroupChoices(groups: readonly AccessGroup[]): AccessGroupChoice[] {
  const ids = new Set(groups.map((group) => group.id));
  const children = new Map<string | null, AccessGroup[]>();
  for (const group of groups) {
    // A group whose parent the caller may not see starts its own branch.
    const parent = group.parentId && ids.has(group.parentId) ? group.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  const out: AccessGroupChoice[] = [];
  const visit = (parent: string | null, depth: number, prefix: string) => {
    const level = [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    for (const group of level) {
      const path = prefix ? `${prefix} › ${group.name}` : group.name;
      out.push({ id: group.id, name: group.name, parentId: group.parentId, depth, path });
      visit(group.id, depth + 1, path);
    }
  };
  visit(null, 0, '');
  return out;
}

/** For one project, the groups the caller may use there. */
export async function getProjectAccessGroups(projectId: string, signal?: AbortSignal) {
  const data = userAccessGroupSchema.parse(
    await call(getUserAccessGroups, { body: { projectId } }, { signal }),
  );
  return data.projects.find((project) => project.projectId === projectId)?.accessGroups ?? [];
}

/**
 * The access groups of a project as choices. Nothing loads without a project (SPEC section 5); a failed
 * fetch is silently an empty list (SPEC section 8).
 */
export function useProjectAccessGroups(projectId: string | null) {
  const query = useQuery({
    queryKey: lookupKeys.accessGroupsOf(projectId ?? '', 'user'),
    queryFn: ({ signal }) => getProjectAccessGroups(projectId ?? '', signal),
    enabled: Boolean(projectId),
    // Groups change while people work (one is added, then picked as a parent): ask again whenever shown.
    staleTime: 0,
    select: accessGroupChoices,
  });
  // `loaded` waits for the current answer, so a project is not judged group-less from an older copy.
  return {
    choices: query.data ?? [],
    loading: query.isLoading,
    loaded: query.isSuccess && !query.isFetching,
  };
}
