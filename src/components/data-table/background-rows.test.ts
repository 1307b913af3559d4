import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBackgroundRows } from './background-rows';

type Props = { rows: readonly string[] | undefined; loading: boolean };

function track(initial: Props) {
  const seen: Array<ReturnType<typeof useBackgroundRows<string>>> = [];
  const hook = renderHook(
    ({ rows, loading }: Props) => {
      const result = useBackgroundRows(rows, loading);
      seen.push(result);
      return result;
    },
    { initialProps: initial },
  );
  return { ...hook, seen };
}

describe('useBackgroundRows', () => {
  it('keeps the loader up while an arriving page is drawn in the background, never the empty text', async () => {
    const { rerender, result, seen } = track({ rows: undefined, loading: true });
    const page = ['WO-1', 'WO-2'];
    seen.length = 0;
    rerender({ rows: page, loading: false });
    // The urgent render still shows the loader; the rows come with the deferred one.
    expect(seen[0]).toEqual({ rows: undefined, loading: true });
    await waitFor(() => expect(result.current).toEqual({ rows: page, loading: false }));
    expect(seen.some((state) => state.rows === undefined && !state.loading)).toBe(false);
  });

  it('drops the old page at once when a new one is loading', () => {
    const { rerender, result } = track({ rows: ['WO-1'], loading: false });
    rerender({ rows: undefined, loading: true });
    expect(result.current).toEqual({ rows: undefined, loading: true });
  });

  it('shows the rows it is given on the first render', () => {
    const { result } = track({ rows: ['WO-1'], loading: false });
    expect(result.current).toEqual({ rows: ['WO-1'], loading: false });
  });
});
