import { useSyncExternalStore } from 'react';

/**
 * The records that have a write waiting in the outbox, as the page knows them (fed from the outbox by
 * pending-records-feed.ts, which the offline layer starts). Held in memory so that a list row, a card or a
 * detail can ask synchronously and this module stays free of IndexedDB code.
 *
 * A record counts as waiting once its write has waited MARK_AFTER_MS: every write passes through the outbox,
 * online too, for the moment the server takes to answer, and an ordinary save must not flash a mark.
 */
export const MARK_AFTER_MS = 1_000;

/** What the mark says, on every screen that shows one. */
export const WAITING_TEXT = 'Waiting to send';

const EMPTY: ReadonlySet<string> = new Set();
let since = new Map<string, number>();
let waiting: ReadonlySet<string> = EMPTY;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((id) => b.has(id));
}

function recompute(now: number): void {
  clearTimeout(timer);
  const next = new Set<string>();
  let nextDue = Infinity;
  for (const [id, at] of since) {
    if (now - at >= MARK_AFTER_MS) next.add(id);
    else nextDue = Math.min(nextDue, at + MARK_AFTER_MS);
  }
  if (nextDue < Infinity) timer = setTimeout(() => recompute(Date.now()), nextDue - now);
  if (sameSet(next, waiting)) return;
  waiting = next.size > 0 ? next : EMPTY;
  for (const listener of listeners) listener();
}

/**
 * The outbox's records that wait, read afresh; a record keeps the time it was first seen waiting (`seenAt`
 * for those new in this reading).
 */
export function setPendingRecords(ids: Iterable<string>, seenAt = Date.now()): void {
  const next = new Map<string, number>();
  for (const id of ids) next.set(id, since.get(id) ?? seenAt);
  since = next;
  recompute(Date.now());
}

export function subscribeWaitingRecords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The records whose writes wait to be sent (an immutable set, replaced when it changes). */
export function waitingRecords(): ReadonlySet<string> {
  return waiting;
}

/** Live: the records whose writes wait to be sent. */
export function useWaitingRecords(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeWaitingRecords, waitingRecords, () => EMPTY);
}

/** Live: whether record `id` has a write waiting to be sent. */
export function useWaitingToSend(id: string | null | undefined): boolean {
  const records = useWaitingRecords();
  return Boolean(id) && records.has(id!);
}
