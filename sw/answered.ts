import { deleteAnswered } from '../src/offline/outbox-store';

/**
 * Writes the server answered, removed from the outbox a few at a time: one IndexedDB transaction per batch
 * instead of one per write, and one change for the header's badge to count down by. A record not yet removed
 * when the worker stops is sent again under its Idempotency-Key and the server replays its first answer, so
 * delaying the removal never applies a write twice.
 */
const BATCH = 16;
/** The badge never lags the server by more than this. */
const FLUSH_AFTER_MS = 150;

export interface AnsweredBuffer {
  add(id: string): void;
  /** Resolves once every id added so far is removed. */
  flush(): Promise<void>;
}

export function answeredBuffer(): AnsweredBuffer {
  let ids: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Removals run one after another, so `flush` can wait for all of them.
  let chain: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (ids.length > 0) {
      const batch = ids;
      ids = [];
      chain = chain
        .then(() => deleteAnswered(batch))
        .catch((error: unknown) => {
          console.warn('Removing answered writes failed; they are sent again and replayed', error);
        });
    }
    return chain;
  }

  return {
    add(id) {
      ids.push(id);
      if (ids.length >= BATCH) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
    },
    flush,
  };
}
