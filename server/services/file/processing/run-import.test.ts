import { describe, expect, it } from 'vitest';
import { nextBatchSize } from './run-import';

describe('nextBatchSize', () => {
  it('grows quick batches, at most doubling, up to 500 rows', () => {
    expect(nextBatchSize(100, 40)).toBe(200);
    expect(nextBatchSize(400, 100)).toBe(500);
  });

  it('shrinks a slow batch towards what fits in 500 ms, at most halving it', () => {
    expect(nextBatchSize(500, 800)).toBe(312);
    expect(nextBatchSize(500, 5000)).toBe(250);
    expect(nextBatchSize(1, 8000)).toBe(1);
  });
});
