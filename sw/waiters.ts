/**
 * A page waiting for the answer to a write it just made (sw/outbox.ts adds it, the replay pass settles it).
 * Held in memory only: if the worker stops, nobody waits any more and the write is sent like any other.
 */
export interface Waiter {
  /** The page's own Authorization header, used for this one send and never stored. */
  authorization: string | null;
  /** The pass began sending this write; from then on only its answer (or the lack of one) ends the wait. */
  started: boolean;
  settle: (response: Response | null) => void;
}

export const waiters = new Map<string, Waiter>();

/** Ends the wait of every page whose write was not yet being sent: it is kept, and the page is told so. */
export function releaseWaiters(): void {
  for (const [id, waiter] of waiters) {
    if (waiter.started) continue;
    waiters.delete(id);
    waiter.settle(null);
  }
}
