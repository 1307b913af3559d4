import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from './import-graph';

describe('import circles', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  // Static and dynamic imports alike: a lazily imported screen that imports the table importing it is a circle.
  it.each(['src', 'sw', 'server'])('has none in %s/', (folder) => {
    expect(importCircles(importGraph([folder]))).toEqual([]);
  });
});
