import { dropdownRule, requiredRule } from '../../../components/form/rules';
import type { AccessGroup } from '../../../domain/access-groups';

export const ACCESS_GROUPS_PATH = '/access-groups';

export interface AccessGroupFormValues {
  projectId: string | null;
  name: string;
  parentId: string | null;
}

export function accessGroupValuesOf(group: AccessGroup): AccessGroupFormValues {
  return { projectId: group.projectId, name: group.name, parentId: group.parentId };
}

export const accessGroupRules = {
  projectId: dropdownRule(),
  name: requiredRule('Group name'),
};

/** The list filtered to a project, as the tree page reads it from the address. */
export function treePath(projectId: string | null): string {
  return projectId ? `${ACCESS_GROUPS_PATH}?projectId=${projectId}` : ACCESS_GROUPS_PATH;
}
