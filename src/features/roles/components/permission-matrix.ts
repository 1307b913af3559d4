import { CRUD, type CrudAction } from '../../../domain/permissions';
import type { PermissionArea, PermissionGroup } from '../api/roles';

/** The matrix columns every area may have; other actions of an area are listed beside them. */
export const CRUD_COLUMNS: readonly CrudAction[] = CRUD;

export type CheckState = 'all' | 'some' | 'none';

/** What each matrix layout needs from the matrix: the state of a set of keys and a way to flip it. */
export interface MatrixControls {
  state: (keys: readonly string[]) => CheckState;
  /** True when none of the keys can be changed (read-only role, or permissions the editor does not hold). */
  locked: (keys: readonly string[]) => boolean;
  /** Select all when not all are on, otherwise clear them. */
  toggle: (keys: readonly string[]) => void;
}

/** The header's height: sticky column headers stop below it. */
export const HEADER_OFFSET = 60;

const CRUD_SET: ReadonlySet<string> = new Set(CRUD);

/** "changePassword" -> "Change password". */
export function actionLabel(action: string): string {
  const words = action.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The key of one of the view/create/update/delete columns for an area, or null where it has none. */
export function crudKey(area: PermissionArea, action: CrudAction): string | null {
  return area.permissions.find((permission) => permission.action === action)?.key ?? null;
}

/** The area's actions beyond view/create/update/delete (export, approve, change password...). */
export function extraPermissions(area: PermissionArea): PermissionArea['permissions'] {
  return area.permissions.filter((permission) => !CRUD_SET.has(permission.action));
}

export function areaKeys(area: PermissionArea): string[] {
  return area.permissions.map((permission) => permission.key);
}

/** Every key of one column across the given areas; `extra` is the column of other actions. */
export function columnKeys(areas: readonly PermissionArea[], column: CrudAction | 'extra'): string[] {
  return areas.flatMap((area) =>
    column === 'extra'
      ? extraPermissions(area).map((permission) => permission.key)
      : [crudKey(area, column)].filter((key): key is string => key !== null),
  );
}

export function groupKeys(group: PermissionGroup): string[] {
  return group.areas.flatMap(areaKeys);
}

export function checkState(selected: ReadonlySet<string>, keys: readonly string[]): CheckState {
  const count = keys.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

function viewKeyOf(key: string, known: ReadonlySet<string>): string | null {
  const view = `${key.slice(0, key.indexOf('.'))}.view`;
  return view !== key && known.has(view) ? view : null;
}

/**
 * Turns `keys` on or off. Only keys the editor may change are touched. Invariant: granting any action of an
 * area also grants its View, because every other action is reached through the area's screens.
 */
export function setKeys(
  selected: ReadonlySet<string>,
  keys: readonly string[],
  on: boolean,
  { editable, known }: { editable: (key: string) => boolean; known: ReadonlySet<string> },
): Set<string> {
  const next = new Set(selected);
  for (const key of keys) {
    if (!editable(key)) continue;
    if (!on) {
      next.delete(key);
      continue;
    }
    next.add(key);
    const view = viewKeyOf(key, known);
    if (view && editable(view)) next.add(view);
  }
  return next;
}

/**
 * A "select all" box: clears when every key the editor may change is on, otherwise turns them all on. Keys
 * the editor may not change decide nothing, so the box never gets stuck.
 */
export function toggleAll(
  selected: ReadonlySet<string>,
  keys: readonly string[],
  options: { editable: (key: string) => boolean; known: ReadonlySet<string> },
): Set<string> {
  const changeable = keys.filter(options.editable);
  return setKeys(selected, changeable, checkState(selected, changeable) !== 'all', options);
}
