import { AsyncLocalStorage } from 'node:async_hooks';

/** The notification outboxes that are sent from: mail and Web Push. */
export type Outbox = 'email' | 'push';

/**
 * The outboxes a request queued entries to. Its entries are written in its transaction, so they can only be
 * sent once that has committed: after its response. A delivery that ran before the commit (kicked by another
 * request's response) would find nothing, and must not take the signal with it; so a request's signal is
 * raised after its own response, never as its entries are written.
 */
const requestOutboxes = new AsyncLocalStorage<Set<Outbox>>();

const raised: Record<Outbox, boolean> = { email: false, push: false };

/** Runs a request's handling (and all it starts) noting the outboxes it queues to in `queued`. */
export function noteRequestOutboxes(queued: Set<Outbox>, handling: () => void): void {
  requestOutboxes.run(queued, handling);
}

/**
 * Says entries were queued to an outbox. In a request, it is noted on the request and raised after its
 * response; elsewhere (background work) it is raised now, and the work wakes the outbox's sweep itself.
 */
export function queuedTo(outbox: Outbox): void {
  const queued = requestOutboxes.getStore();
  if (queued) queued.add(outbox);
  else raised[outbox] = true;
}

/** Raises an outbox's signal: entries are waiting, committed. */
export function raise(outbox: Outbox): void {
  raised[outbox] = true;
}

export function isRaised(outbox: Outbox): boolean {
  return raised[outbox];
}

/** Lowers an outbox's signal, answering whether it was raised: the delivery about to run sends what waits. */
export function take(outbox: Outbox): boolean {
  const was = raised[outbox];
  raised[outbox] = false;
  return was;
}
