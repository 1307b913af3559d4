import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterFromParams, filterToParams, type ListParams } from './filter-params';

/**
 * The work-order list's filter, search and page, kept in the address: back from an order, the list is as it
 * was. A new filter or search starts again at page 1 (SPEC section 4: applying the filter resets to page 1).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  // The router keeps one URLSearchParams per address, so this is read again only when the address changes.
  const state = useMemo(() => filterFromParams(params), [params]);

  function update(next: Partial<ListParams>) {
    const merged = { ...state, ...next };
    const restart = next.filter !== undefined || next.search !== undefined;
    const pagination =
      restart && next.pagination === undefined ? { ...merged.pagination, page: 1 } : merged.pagination;
    setParams(filterToParams({ ...merged, pagination }), { replace: true });
  }

  return { ...state, update };
}
