// Where an asset may be stored and how it moves between those places (SPEC section 4): storage location types,
// movement statuses, removal reasons, and the movements allowed from each kind of place.

/** Storage location types (SPEC section 4). */
export const STORAGE_LOCATION_TYPES = {
  1: 'Warehouse Storage',
  2: 'Vendor Storage',
  3: 'Crew Storage',
  4: 'Field',
} as const;
export type StorageLocationType = keyof typeof STORAGE_LOCATION_TYPES;

/** Movement statuses (SPEC section 4): the last movement of an asset is its status. */
export const MOVEMENT_STATUSES = {
  1: 'New',
  2: 'Removed from Warehouse Storage',
  3: 'Returned',
  4: 'Issued',
  5: 'Removed From Field',
  6: 'Installed',
} as const;
export type MovementStatus = keyof typeof MOVEMENT_STATUSES;

/** Removal reasons (SPEC section 4), asked when an asset is removed from the field; "Other" needs a note. */
export const REMOVAL_REASONS = {
  1: 'Removed Asset',
  2: 'Faulty Asset',
  3: 'Wrong Assignment',
  4: 'Other',
} as const;
export const REMOVAL_REASON_OTHER = 4;

/**
 * The movements an asset may make: each status names where the asset may come from and where it goes.
 * 1 New is only written when an asset is created (into a warehouse). Anything else is refused.
 */
export const MOVEMENTS: Record<
  Exclude<MovementStatus, 1>,
  { from: StorageLocationType[]; to: StorageLocationType[]; action: string }
> = {
  2: { from: [1], to: [1], action: 'Transfer to another warehouse' },
  3: { from: [2, 3], to: [1], action: 'Return to a warehouse' },
  4: { from: [1, 2], to: [2, 3], action: 'Issue to a vendor or crew' },
  5: { from: [4], to: [2, 3], action: 'Remove from the field' },
  6: { from: [2, 3], to: [4], action: 'Install in the field' },
};

/** Statuses that may follow an asset stored at `from` (for the screens' move menu). */
export function movementsFrom(from: StorageLocationType): Array<Exclude<MovementStatus, 1>> {
  return (Object.keys(MOVEMENTS).map(Number) as Array<Exclude<MovementStatus, 1>>).filter((s) =>
    MOVEMENTS[s].from.includes(from),
  );
}

/** Why a movement is not allowed, or null when it is. */
export function movementRefusal(
  from: StorageLocationType,
  status: MovementStatus,
  to: StorageLocationType,
): string | null {
  const name = MOVEMENT_STATUSES[status];
  if (status === 1) return 'An asset is "New" only when it is created.';
  const rule = MOVEMENTS[status];
  if (!rule.from.includes(from)) {
    return `An asset in ${STORAGE_LOCATION_TYPES[from]} cannot be marked "${name}"; it can be ${movementsFrom(
      from,
    )
      .map((s) => `"${MOVEMENT_STATUSES[s]}"`)
      .join(' or ')}.`;
  }
  if (!rule.to.includes(to)) {
    return `"${name}" moves an asset to ${rule.to.map((t) => STORAGE_LOCATION_TYPES[t]).join(' or ')}, not to ${STORAGE_LOCATION_TYPES[to]}.`;
  }
  return null;
}
