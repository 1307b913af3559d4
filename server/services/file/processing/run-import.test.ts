import { describe, expect, it } from 'vitest';
import { nextBatchSize } from './run-import';

describe('nextBatchSize', () => {
  it('grows quick batches, at most doubling, up to 500 rows', () => {
    expect(nextBatchSize(50, 40)).toBe(100);
    expect(nextBatchSize(400, 100)).toBe(500);
  });

  it('shrinks a slow batch to what fits in 400 ms', () => {
    expect(nextBatchSize(500, 2000)).toBe(100);
    expect(nextBatchSize(10, 8000)).toBe(1);
  });
});
