import { pendingAfter, stillPending } from '../src/offline/outbox-store';
import { writeLabel, type OutboxRecord } from '../src/offline/outbox-record';
import type { MirroredSession } from '../src/offline/session-rule';
import { recordAction } from '../src/offline/record-action';
import type { ApiLayout } from '../src/offline/request-rules';
import { laneOf, mustFollow, type WriteLane } from '../src/offline/write-lanes';
import { answeredBuffer, type AnsweredBuffer } from './answered';
import { deliver, send, settle, type Delivery } from './deliver';
import { releaseWaiters, waiters, type Waiter } from './waiters';
import { notifyPages, sessionForReplay } from './session';

export interface ReplayOutcome {
  sent: number;
  failed: number;
  /** The pass stopped with writes still waiting (for the server, or for a new sign-in). */
  waiting: boolean;
  /** The pass stopped because a write got no response at all: the server cannot be reached. */
  unreachable: boolean;
  /** What the first refused writes did ("Approve WO-002888"), for the page's notice. */
  refused: string[];
}

/** The notice names at most this many refused writes; the panel lists them all. */
const REFUSED_NAMED = 3;

/** How many waiting records the pass reads at once. */
const READ_AHEAD = 24;
/**
 * At most this many writes are in flight at once, each to records none of the others names (write-lanes.ts).
 * The server applies one write in about 10 ms; a few in flight keep it busy while each answer travels back
 * and the outbox is updated, and leave the browser's six connections per host room for the page's reads.
 */
const WINDOW = 4;

/** Bumped when the outbox is cleared (logout): a pass under way sends nothing more. */
let generation = 0;

export function outboxCleared(): void {
  generation += 1;
}

interface Flight {
  lane: WriteLane;
  done: Promise<void>;
}

interface Pass {
  outcome: ReplayOutcome;
  answered: AnsweredBuffer;
  session: MirroredSession | null | undefined;
  stopped: boolean;
}

/** A session rotated by one delivery is kept even if an older one comes back from another. */
function newer(a: MirroredSession | null | undefined, b: MirroredSession | null): MirroredSession | null {
  if (!a || !b) return b ?? a ?? null;
  return b.updatedAt >= a.updatedAt ? b : a;
}

/** Sends one record and records its fate; sets `pass.stopped` when the line must wait. */
async function sendOne(pass: Pass, record: OutboxRecord, waiter: Waiter | undefined): Promise<void> {
  let delivery: Delivery;
  if (waiter?.authorization) {
    const response = await send(record, waiter.authorization);
    delivery = { verdict: response ? 'sent' : 'keep', response, session: pass.session ?? null };
  } else {
    delivery = await deliver(record, pass.session!);
    pass.session = newer(pass.session, delivery.session);
  }

  if (waiter && delivery.response) {
    waiters.delete(record.id);
    pass.answered.add(record.id);
    await pass.answered.flush();
    waiter.settle(delivery.response);
    return;
  }
  await settle(record, delivery, pass.answered);
  if (delivery.verdict === 'keep') {
    if (waiter) {
      waiters.delete(record.id);
      waiter.settle(null);
    }
    pass.outcome.unreachable ||= delivery.response === null;
    pass.stopped = true;
    return;
  }
  if (delivery.verdict === 'sent') pass.outcome.sent += 1;
  if (delivery.verdict === 'failed') {
    pass.outcome.failed += 1;
    if (pass.outcome.refused.length < REFUSED_NAMED) pass.outcome.refused.push(writeLabel(record));
  }
}

/** Waits until the window has room and no write in flight names a record `lane` names. */
async function waitForTurn(inFlight: Set<Flight>, lane: WriteLane): Promise<void> {
  for (;;) {
    const ahead = [...inFlight].filter((flight) => mustFollow(lane, flight.lane));
    if (ahead.length === 0 && inFlight.size < WINDOW) return;
    await Promise.race((ahead.length > 0 ? ahead : [...inFlight]).map((flight) => flight.done));
  }
}

/**
 * Sends the outbox in `seq` order, reading it a few records ahead (a write added meanwhile sits behind them).
 * A write starts only once every earlier write that names one of its records has its answer, so writes to one
 * record reach the server in the order they were made; writes to different records may overlap, at most
 * WINDOW at once. A write leaves the outbox only when its answer is known; the first write that must wait (no
 * response, 5xx, 408/429, no session) stops the pass from starting any more, so nothing behind it overtakes
 * it. A write a page is waiting for is sent with that page's credentials and its answer goes to that page.
 */
export async function replayQueue(layout: ApiLayout): Promise<ReplayOutcome> {
  const pass: Pass = {
    outcome: { sent: 0, failed: 0, waiting: false, unreachable: false, refused: [] },
    answered: answeredBuffer(),
    session: undefined,
    stopped: false,
  };
  const started = generation;
  const inFlight = new Set<Flight>();
  let ahead: OutboxRecord[] = [];
  let lastSeq = 0;
  while (!pass.stopped) {
    if (ahead.length === 0) ahead = await pendingAfter(lastSeq, READ_AHEAD);
    const record = ahead.shift();
    if (!record) break;
    lastSeq = record.seq;
    const lane = laneOf(record, recordAction(record, layout));
    await waitForTurn(inFlight, lane);
    // Read ahead, it may have been discarded (or refused and resolved) since: only a write still waiting
    // goes.
    const pending = await stillPending(record);
    if (pass.stopped || generation !== started) break;
    if (!pending) continue;

    const waiter = waiters.get(record.id);
    if (!waiter?.authorization && pass.session === undefined) {
      pass.session = await sessionForReplay().catch(() => null);
    }
    if (!waiter?.authorization && !pass.session) {
      pass.stopped = true;
      break;
    }
    if (waiter) waiter.started = true;
    const flight: Flight = { lane, done: sendOne(pass, record, waiter) };
    flight.done = flight.done
      .catch((error: unknown) => {
        console.warn('Sending a kept write failed', error);
        pass.stopped = true;
      })
      .finally(() => inFlight.delete(flight));
    inFlight.add(flight);
  }
  await Promise.all([...inFlight].map((flight) => flight.done));
  await pass.answered.flush();
  if (pass.stopped) releaseWaiters();
  pass.outcome.waiting = pass.stopped;
  const { sent, failed, refused } = pass.outcome;
  if (sent + failed > 0) notifyPages({ type: 'outbox-replayed', sent, failed, refused });
  return pass.outcome;
}
