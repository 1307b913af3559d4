import { Dexie, type ObservabilitySet } from 'dexie';
import { db } from './db';
import { setPendingRecords } from './pending-records';

/**
 * The outbox is read again at most this often while it changes (and never more than a tenth of the time,
 * for a long outbox): a drain of a thousand writes changes it every few milliseconds, and the marks only
 * need to follow it the way the badge does.
 */
const READ_EVERY_MS = 250;
const BUSY_SHARE = 10;

const touchesOutbox = (parts: ObservabilitySet) =>
  Object.keys(parts).some((part) => part.startsWith(`idb://${db.name}/outbox/`));

/**
 * Keeps pending-records.ts up to date: reads the ids of the records that have a write waiting (the keys of
 * the outbox's `pendingIds` index, never the requests) at start and after changes to the outbox, whichever
 * context made them (the service worker's changes reach the page through Dexie's broadcast). Returns the
 * function that stops it.
 */
export function watchPendingRecords(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastReadMs = 0;
  let reading = false;
  let again = false;
  let stopped = false;
  // Writes already waiting when the page starts are marked at once: they are no save in progress.
  let first = true;

  async function read() {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    const began = performance.now();
    try {
      const ids = await db.outbox.orderBy('pendingIds').uniqueKeys();
      const waiting = ids.filter((id): id is string => typeof id === 'string');
      if (!stopped) setPendingRecords(waiting, first ? 0 : Date.now());
      first = false;
    } catch (error) {
      console.warn('Reading the waiting writes failed', error);
    } finally {
      lastReadMs = performance.now() - began;
      reading = false;
      if (again) {
        again = false;
        schedule();
      }
    }
  }

  function schedule() {
    timer ??= setTimeout(
      () => {
        timer = undefined;
        void read();
      },
      Math.max(READ_EVERY_MS, lastReadMs * BUSY_SHARE),
    );
  }

  const onChange = (parts: ObservabilitySet) => {
    if (touchesOutbox(parts)) schedule();
  };
  Dexie.on.storagemutated.subscribe(onChange);
  void read();
  return () => {
    stopped = true;
    clearTimeout(timer);
    Dexie.on.storagemutated.unsubscribe(onChange);
    setPendingRecords([]);
  };
}
