import { useDeferredValue } from 'react';

/**
 * A table's rows, drawn in the background when they change: a page arriving from the server is an urgent update
 * (the query's store), and drawing it at once is one long task on a slow phone (a page of work orders is some
 * 500 components: 200-300 ms with the CPU slowed 4x, the tap that comes meanwhile waits for all of it). React
 * draws the deferred value a few milliseconds at a time instead, in between whatever else the page does.
 *
 * While the new rows are being drawn, the table keeps what it showed: the loader when it had no rows (never the
 * empty text, never rows of an earlier page: `loading` stays true until they are drawn), the old rows for a
 * change of the same page (a live update), for the few milliseconds it takes.
 */
export function useBackgroundRows<Row>(
  rows: readonly Row[] | undefined,
  loading: boolean,
): { rows: readonly Row[] | undefined; loading: boolean } {
  const deferred = useDeferredValue(rows);
  // No rows (a new page or filter is loading): the loader at once, not the previous page meanwhile.
  const shown = rows === undefined ? undefined : deferred;
  return { rows: shown, loading: loading || (shown === undefined && rows !== undefined) };
}
