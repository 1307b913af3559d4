import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFeedCatchUp, feedBehind, feedCaughtUp, feedFollowing } from './catch-up';

afterEach(() => {
  feedFollowing(null);
  vi.useRealTimers();
});

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('the outbox waits for the live feed to catch up', () => {
  it('goes at once when no feed is followed, or the feed has caught up', async () => {
    expect(await settled(afterFeedCatchUp(4000))).toBe(true);
    feedFollowing(() => {});
    feedCaughtUp();
    expect(await settled(afterFeedCatchUp(4000))).toBe(true);
  });

  it('after a drop, waits for the feed’s ready and hurries the reader to connect', async () => {
    const hurry = vi.fn();
    feedFollowing(hurry);
    feedCaughtUp();
    feedBehind();
    const waiting = afterFeedCatchUp(4000);
    expect(hurry).toHaveBeenCalledTimes(1);
    expect(await settled(waiting)).toBe(false);
    feedCaughtUp();
    expect(await settled(waiting)).toBe(true);
  });

  it('never holds the outbox longer than the bounded wait when the feed does not answer', async () => {
    vi.useFakeTimers();
    feedFollowing(() => {});
    const waiting = afterFeedCatchUp(4000);
    await vi.advanceTimersByTimeAsync(3999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
