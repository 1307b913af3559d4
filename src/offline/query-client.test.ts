import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { createQueryClient, QUERY_GC_TIME, QUERY_STALE_TIME, shouldRetryQuery } from './query-client';

const body = { title: 'Refused', message: '', returnMessage: [], errors: [] };

describe('shouldRetryQuery', () => {
  it('does not ask again after a 4xx', () => {
    expect(shouldRetryQuery(0, new ApiError(404, body))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(403, body))).toBe(false);
  });

  it('retries server errors, lost connections, timeouts and throttling twice', () => {
    for (const error of [
      new ApiError(503, body),
      new TypeError('Failed to fetch'),
      new ApiError(429, body),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(true);
      expect(shouldRetryQuery(1, error)).toBe(true);
      expect(shouldRetryQuery(2, error)).toBe(false);
    }
  });
});

describe('createQueryClient', () => {
  it('keeps data fresh for 30 s and in memory for a day, and sends writes even offline', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(QUERY_STALE_TIME);
    expect(QUERY_STALE_TIME).toBe(30_000);
    expect(defaults.queries?.gcTime).toBe(QUERY_GC_TIME);
    expect(QUERY_GC_TIME).toBe(24 * 60 * 60 * 1000);
    expect(defaults.mutations?.networkMode).toBe('always');
    expect(defaults.mutations?.retry).toBe(false);
  });
});
