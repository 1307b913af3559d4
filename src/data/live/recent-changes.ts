import { useSyncExternalStore } from 'react';

/** How long a record changed by someone else stays marked. */
export const MARK_MS = 6000;

export interface RecentChange {
  by: string | null;
  at: number;
}

type Noted = { id: string; by: { name: string } | null };

const recent = new Map<string, RecentChange>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

/** Notes that someone else changed a record; the mark goes by itself. */
export function noteChange(change: Noted): void {
  const entry = { by: change.by?.name ?? null, at: Date.now() };
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
