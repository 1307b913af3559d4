import { describe, expect, it } from 'vitest';
import { inOrder } from './in-order';

/** A task that answers `value` (or fails with it) when released, counting how many run at once. */
function gate() {
  let running = 0;
  let most = 0;
  const releases: Array<() => void> = [];
  const task =
    (value: string, fails = false) =>
    () => {
      running += 1;
      most = Math.max(most, running);
      return new Promise<string>((resolve, reject) => {
        releases.push(() => {
          running -= 1;
          if (fails) reject(new Error(value));
          else resolve(value);
        });
      });
    };
  return { task, releases, most: () => most };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inOrder', () => {
  it('yields in the tasks’ order when later tasks finish first, never more than `concurrency` at once', async () => {
    const g = gate();
    const results: string[] = [];
    const reading = (async () => {
      for await (const value of inOrder([g.task('a'), g.task('b'), g.task('c'), g.task('d')], 2))
        results.push(value);
    })();
    await tick();
    expect(g.releases).toHaveLength(2);
    g.releases[1]!(); // b before a
    await tick();
    expect(results).toEqual([]);
    g.releases[0]!();
    await tick();
    expect(results).toEqual(['a', 'b']);
    for (const release of g.releases.slice(2)) release();
    await reading;
    expect(results).toEqual(['a', 'b', 'c', 'd']);
    expect(g.most()).toBe(2);
  });

  it('throws a failure at its turn, after the results before it, leaving no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const g = gate();
      const results: string[] = [];
      const reading = (async () => {
        for await (const value of inOrder([g.task('a'), g.task('broken', true), g.task('c')], 2))
          results.push(value);
      })();
      await tick();
      g.releases[1]!(); // the second fails while the first still runs
      await tick();
      g.releases[0]!();
      await expect(reading).rejects.toThrow('broken');
      expect(results).toEqual(['a']);
      // The consumer stopped: a task started before is let finish, and its failure goes nowhere.
      for (const release of g.releases.slice(2)) release();
      await tick();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
