import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo } from 'react';
import type { Option } from '../../domain/paging';
import {
  LOOKUP_DEBOUNCE_MS,
  mergeOptions,
  nextLookupPage,
  toastLookupFailure,
  type PagedLookupSource,
} from './lookup-paging';
import { isNotOnDevice } from '../../offline/not-on-device';

export interface PagedLookup {
  options: Option[];
  /** A page is on its way (the first one, a search or the next page). */
  loading: boolean;
  /** Loads the next page, if there is one and none is on its way; the dropdown calls it at the list's end. */
  loadMore: () => void;
  hasMore: boolean;
  /** Offline, and these options were never loaded on this device (see isNotOnDevice). */
  notOnDevice: boolean;
}

/**
 * A server-side searched, paged dropdown list. The search term is sent 300 ms after the user stops typing,
 * each term starts again at page 1, and a failure is toasted once per failed fetch.
 */
export function usePagedLookup(source: PagedLookupSource, term: string, enabled = true): PagedLookup {
  const [debounced] = useDebouncedValue(term.trim(), LOOKUP_DEBOUNCE_MS);
  const query = useInfiniteQuery({
    queryKey: source.queryKey(debounced),
    queryFn: ({ pageParam, signal }) => source.fetchPage(pageParam, debounced, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages, lastPageParam) => nextLookupPage(pages, lastPageParam),
    enabled,
  });

  const { error, errorUpdatedAt } = query;
  const reportFailure = useEffectEvent((failed: Error) => toastLookupFailure(failed, source.failure));
  // One toast per failed fetch: errorUpdatedAt changes exactly when a fetch fails.
  useEffect(() => {
    if (error) reportFailure(error);
  }, [error, errorUpdatedAt]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pages = query.data?.pages;
  const options = useMemo(() => mergeOptions(pages?.map((page) => page.options) ?? []), [pages]);
  return {
    options,
    loading: query.isFetching,
    loadMore,
    hasMore: hasNextPage,
    notOnDevice: isNotOnDevice(query),
  };
}
