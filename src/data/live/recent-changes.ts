import { useSyncExternalStore } from 'react';

/** How long a record changed by someone else stays marked. */
export const MARK_MS = 6000;

export interface RecentChange {
  by: string | null;
  at: number;
  /** The record's code when the event said it (an order's), for marks that name the record. */
  code: string | null;
  /** The order left this user's view: went to another vendor, or out of their access groups. */
  movedAway: false | 'vendor' | 'accessGroups';
}

type Noted = { id: string; by: { name: string } | null; data?: Record<string, unknown> | null };

const recent = new Map<string, RecentChange>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Why an order left the user's view, or false when it did not. */
export function movedAway(data: Record<string, unknown> | null | undefined): RecentChange['movedAway'] {
  if (data?.movedAway !== true) return false;
  return data.outOf === 'accessGroups' ? 'accessGroups' : 'vendor';
}

/** Notes that someone else changed a record; the mark goes by itself. */
export function noteChange(change: Noted): void {
  const code = change.data?.code;
  const entry: RecentChange = {
    by: change.by?.name ?? null,
    at: Date.now(),
    code: typeof code === 'string' ? code : null,
    movedAway: movedAway(change.data),
  };
  recent.set(change.id, entry);
  changed();
  setTimeout(() => {
    if (recent.get(change.id) === entry) {
      recent.delete(change.id);
      changed();
    }
  }, MARK_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Who changed this record in the last few seconds (someone else), or null. */
export function useRecentChange(id: string | undefined): RecentChange | null {
  useSyncExternalStore(subscribe, () => version);
  return id ? (recent.get(id) ?? null) : null;
}

let listed: { version: number; entries: ReadonlyMap<string, RecentChange> } = {
  version: -1,
  entries: new Map(),
};

/** Every record someone else changed in the last few seconds, by id (the same map until one changes). */
export function useRecentChanges(): ReadonlyMap<string, RecentChange> {
  return useSyncExternalStore(subscribe, () => {
    if (listed.version !== version) listed = { version, entries: new Map(recent) };
    return listed.entries;
  });
}

/** What a change that took an order out of the user's view did, by why. */
export const MOVED_AWAY = {
  vendor: 'Moved to another vendor',
  accessGroups: 'Moved out of your access groups',
} as const;

/** "Changed by Asha", "Moved to another vendor by Asha": what a mark says of a change. */
export function changeText(change: RecentChange): string {
  const what = change.movedAway ? MOVED_AWAY[change.movedAway] : 'Changed';
  return change.by ? `${what} by ${change.by}` : what;
}
