import type { Database } from '../db/client';
import type { ChangeEvent, StoredEvent } from './feed-store';
import { eventsAfter, feedBounds, pruneEvents, sequenceEvents } from './feed-store';
import type { Listener } from './listener';
import { hearing } from './listener';

const BATCH = 1000;
/** In case a notification was lost (a connection dropped): number and read this often anyway. */
const SWEEP_MS = 5000;
const PRUNE_MS = 60 * 60 * 1000;

/** An open stream: who listens, and where its events go. */
export interface Subscriber {
  listener: Listener;
  /** The list may be shared with the other streams of an identical listener: read it, never change it. */
  deliver(events: readonly ChangeEvent[]): void;
  /** Ends the stream (the server is closing). */
  close(): void;
  /** Called every HEARTBEAT_MS for every stream at once (one timer, not one a stream). */
  heartbeat(): void;
}

export const HEARTBEAT_MS = 15_000;

interface ListenerGroup {
  key: string;
  listener: Listener;
  subscribers: Set<Subscriber>;
}

/** A set's members as one string, made once per set (a remembered caller's permissions are one set). */
const setKeys = new WeakMap<ReadonlySet<string>, string>();

function setKey(set: ReadonlySet<string>): string {
  let key = setKeys.get(set);
  if (key === undefined) {
    key = JSON.stringify([...set].sort());
    setKeys.set(set, key);
  }
  return key;
}

/** Listeners with one key hear exactly the same events (see `hearing`: nothing else of them is read). */
function listenerKey(listener: Listener): string {
  const groups = listener.accessGroups === null ? 'null' : setKey(listener.accessGroups);
  return `${listener.organisationId} ${listener.vendorId} ${listener.userId} ${setKey(listener.permissions)} ${groups}`;
}

interface Log {
  warn(details: object, message: string): void;
}

/** Runs `work` alone; a call while it runs makes it run once more after, never twice at once. */
function coalesced(work: () => Promise<void>, log: Log, what: string): () => void {
  let running = false;
  let again = false;
  async function run() {
    running = true;
    do {
      again = false;
      await work().catch((error: unknown) => log.warn({ err: error }, `live feed: ${what} failed`));
    } while (again);
    running = false;
  }
  return () => {
    if (running) again = true;
    else void run();
  };
}

/**
 * The server's side of the change feed: it numbers committed events (woken by change_event), reads newly
 * numbered ones (woken by change_event_seq, from this server or any other on the same database) and hands
 * each open stream the events its listener may hear.
 */
export class LiveFeed {
  /** Open streams by identical listener: what one of them hears, they all hear. */
  readonly #groups = new Map<string, ListenerGroup>();
  #streams = 0;
  #newest = 0;
  #stops: Array<() => Promise<void>> = [];
  #timers: NodeJS.Timeout[] = [];
  readonly sequence: () => void;
  readonly read: () => void;

  constructor(
    private readonly database: Database,
    log: Log,
  ) {
    this.sequence = coalesced(
      async () => {
        if ((await sequenceEvents(database)) > 0) this.read();
      },
      log,
      'numbering',
    );
    this.read = coalesced(() => this.#readNew(), log, 'reading');
  }

  /** The newest event number this server has handed out. */
  get newest(): number {
    return this.#newest;
  }

  get streams(): number {
    return this.#streams;
  }

  /** Every open stream, listed before the first is visited: closing one changes the groups. */
  *#subscribers(): Generator<Subscriber> {
    for (const group of [...this.#groups.values()]) yield* [...group.subscribers];
  }

  async start(): Promise<void> {
    this.#newest = (await feedBounds(this.database)).newest;
    this.#stops.push(await this.database.listen('change_event', this.sequence));
    this.#stops.push(await this.database.listen('change_event_seq', this.read));
    this.#timers.push(
      setInterval(() => {
        this.sequence();
        this.read();
      }, SWEEP_MS).unref(),
    );
    this.#timers.push(
      setInterval(() => {
        for (const subscriber of this.#subscribers()) subscriber.heartbeat();
      }, HEARTBEAT_MS).unref(),
    );
    this.#timers.push(setInterval(() => void pruneEvents(this.database).catch(() => 0), PRUNE_MS).unref());
    this.sequence();
  }

  async stop(): Promise<void> {
    for (const timer of this.#timers) clearInterval(timer);
    await Promise.all(this.#stops.map((stop) => stop()));
    this.#groups.clear();
    this.#streams = 0;
  }

  closeStreams(): void {
    for (const subscriber of this.#subscribers()) subscriber.close();
  }

  subscribe(subscriber: Subscriber): () => void {
    const key = listenerKey(subscriber.listener);
    let group = this.#groups.get(key);
    if (!group) {
      group = { key, listener: subscriber.listener, subscribers: new Set() };
      this.#groups.set(key, group);
    }
    group.subscribers.add(subscriber);
    this.#streams += 1;
    // Only the group is kept (with its one key): a stream holds no string of its own.
    return this.#leave.bind(this, group, subscriber);
  }

  #leave(group: ListenerGroup, subscriber: Subscriber) {
    if (!group.subscribers.delete(subscriber)) return;
    this.#streams -= 1;
    if (group.subscribers.size === 0 && this.#groups.get(group.key) === group) this.#groups.delete(group.key);
  }

  async #readNew(): Promise<void> {
    for (;;) {
      const events = await eventsAfter(this.database, this.#newest, BATCH);
      if (events.length === 0) return;
      this.#newest = events[events.length - 1]!.seq;
      this.#dispatch(events);
      if (events.length < BATCH) return;
    }
  }

  #dispatch(events: StoredEvent[]) {
    // Each event's forms are made once and shared by every stream that hears it; who hears what is decided
    // once per listener, and its streams share the one list (and so its text).
    const shared = events.map((event) => new HeardForms(event));
    // (A Set or Map visited while a delivery ends a stream skips what is removed: nothing is copied here.)
    for (const group of this.#groups.values()) {
      const heard: ChangeEvent[] = [];
      for (const forms of shared) {
        const sent = forms.for(group.listener);
        if (sent) heard.push(sent);
      }
      if (heard.length === 0) continue;
      for (const subscriber of group.subscribers) subscriber.deliver(heard);
    }
  }
}

/** What a console receives: the event without what decided who hears it. */
export function publicEvent(event: StoredEvent): ChangeEvent {
  const { seq, kind, op, id, version, by, at, data } = event;
  return { seq, kind, op, id, version, by, at, data };
}

/**
 * What a listener an order left receives (the vendor it was taken from, or a user whose access groups no
 * longer hold it): the order is gone from their view (op `delete`, `movedAway`, and `outOf` saying why), with
 * its code and who moved it, never the vendor, group, crew or state it went to.
 */
export function movedAwayEvent(event: StoredEvent, outOf: 'vendor' | 'accessGroups'): ChangeEvent {
  const { seq, kind, id, by, at, data } = event;
  const code = typeof data?.code === 'string' ? data.code : null;
  return { seq, kind, op: 'delete', id, version: null, by, at, data: { code, movedAway: true, outOf } };
}

/** An event's forms as listeners hear it, each made once (on first use) however many streams send it. */
export class HeardForms {
  #all: ChangeEvent | undefined;
  #movedAway: ChangeEvent | undefined;
  #leftGroups: ChangeEvent | undefined;

  constructor(readonly event: StoredEvent) {}

  for(listener: Listener): ChangeEvent | null {
    const as = hearing(listener, this.event);
    if (as === 'all') return (this.#all ??= publicEvent(this.event));
    if (as === 'movedAway') return (this.#movedAway ??= movedAwayEvent(this.event, 'vendor'));
    if (as === 'leftGroups') return (this.#leftGroups ??= movedAwayEvent(this.event, 'accessGroups'));
    return null;
  }
}
