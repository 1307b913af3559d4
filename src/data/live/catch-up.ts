/**
 * Whether the live feed has caught up since it last (re)connected: the stream's `ready` (every missed event
 * replayed) or `reset` (too far behind: the screens refetch). The outbox waits for it after a reconnection,
 * so the console shows what others changed meanwhile before its own queued writes go out.
 */
let following = false;
let caughtUp = true;
let hurry: (() => void) | null = null;
const waiting = new Set<() => void>();

/**
 * The feed reader started (with how to make it connect now rather than after its back-off) or stopped
 * (null); a stopped feed holds nothing up.
 */
export function feedFollowing(reconnectNow: (() => void) | null): void {
  following = reconnectNow !== null;
  hurry = reconnectNow;
  caughtUp = !following;
  if (!following) release();
}

/** The stream dropped (or the device went offline): the next replay is due after the next catch-up. */
export function feedBehind(): void {
  if (following) caughtUp = false;
}

/** The stream said `ready` or `reset`. */
export function feedCaughtUp(): void {
  caughtUp = true;
  release();
}

function release() {
  for (const wake of [...waiting]) wake();
}

/**
 * Resolves once the feed has caught up, at once when it has or is not followed, and after `maxMs` at the
 * latest: a feed the server cannot answer never holds queued writes back for longer.
 */
export function afterFeedCatchUp(maxMs: number): Promise<void> {
  if (caughtUp || !following) return Promise.resolve();
  hurry?.();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, maxMs);
    waiting.add(done);
  });
}
