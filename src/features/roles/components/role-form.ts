import { requiredRule } from '../../../components/form/rules';
import type { Role } from '../../../domain/roles';

export interface RoleFormValues {
  name: string;
  /** The category id as the select holds it ('1' to '4'). */
  category: string;
  permissions: string[];
}

export const ROLE_NAME_LABEL = 'Role name';
export const CATEGORY_LABEL = 'Category';

export const roleFormRules = {
  name: requiredRule(ROLE_NAME_LABEL),
  category: requiredRule(CATEGORY_LABEL),
};

export function roleFormValues(role: Role | null, category: number): RoleFormValues {
  return role
    ? { name: role.name, category: String(role.category), permissions: [...role.permissions] }
    : { name: '', category: String(category), permissions: [] };
}

/** What the role endpoints take from the form: a trimmed name and the category as a number. */
export function rolePayload(values: RoleFormValues) {
  return {
    name: values.name.trim(),
    category: Number(values.category),
    permissions: [...values.permissions].sort(),
  };
}
