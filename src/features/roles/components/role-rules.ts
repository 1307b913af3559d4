import { ORGANISATION_ADMIN_ROLE, ROLE_CATEGORIES } from '../../../domain/permissions';
import type { Role } from '../../../domain/roles';

/**
 * The organisation administrator role always holds every permission: the server refuses to change or delete
 * it, so that an organisation can never lock itself out of its own console.
 */
export function isLockedRole(role: Pick<Role, 'isSystem' | 'name'>): boolean {
  return role.isSystem && role.name === ORGANISATION_ADMIN_ROLE;
}

export const LOCKED_ROLE_REASON =
  'This role always holds every permission, so that someone can always manage the organisation. It cannot be changed or deleted. To give someone fewer rights, create another role or give them an existing one.';

export function categoryName(category: number): string {
  return ROLE_CATEGORIES.find((entry) => entry.id === category)?.name ?? `Category ${category}`;
}

/** The category choices of the role form and the list's tabs. */
export const CATEGORY_OPTIONS = ROLE_CATEGORIES.map((entry) => ({
  value: String(entry.id),
  label: entry.name,
}));

/** "3 people" / "1 person" / "Nobody". */
export function holdersText(holders: number): string {
  if (holders === 0) return 'Nobody';
  return holders === 1 ? '1 person' : `${holders} people`;
}
