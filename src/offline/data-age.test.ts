import { describe, expect, it } from 'vitest';
import { dataFetchedAt, formatAge, offlineLabel } from './data-age';

const MINUTE = 60_000;

describe('formatAge', () => {
  it.each([
    [0, 'less than a minute ago'],
    [59_999, 'less than a minute ago'],
    [MINUTE, '1 minute ago'],
    [12 * MINUTE + 30_000, '12 minutes ago'],
    [60 * MINUTE, '1 hour ago'],
    [5 * 60 * MINUTE, '5 hours ago'],
    [24 * 60 * MINUTE, '1 day ago'],
    [3 * 24 * 60 * MINUTE, '3 days ago'],
    [-5000, 'less than a minute ago'],
  ])('%i ms reads "%s"', (age, text) => {
    expect(formatAge(age)).toBe(text);
  });
});

describe('dataFetchedAt', () => {
  it('is the oldest fetch among the queries on screen', () => {
    const queries = [
      { status: 'success' as const, dataUpdatedAt: 5000, observers: 1 },
      { status: 'success' as const, dataUpdatedAt: 3000, observers: 2 },
      { status: 'success' as const, dataUpdatedAt: 1000, observers: 0 },
    ];
    expect(dataFetchedAt(queries)).toBe(3000);
  });

  it('is the newest fetch in the cache when nothing is on screen', () => {
    const queries = [
      { status: 'success' as const, dataUpdatedAt: 1000, observers: 0 },
      { status: 'success' as const, dataUpdatedAt: 4000, observers: 0 },
      { status: 'error' as const, dataUpdatedAt: 9000, observers: 1 },
    ];
    expect(dataFetchedAt(queries)).toBe(4000);
  });

  it('is null before any data was loaded', () => {
    expect(dataFetchedAt([{ status: 'pending', dataUpdatedAt: 0, observers: 1 }])).toBeNull();
  });
});

describe('offlineLabel', () => {
  it('says how old the data is', () => {
    expect(offlineLabel(0, 12 * MINUTE)).toBe('Offline · data from 12 minutes ago');
    expect(offlineLabel(null, 0)).toBe('Offline · no saved data');
  });
});
