import { isNotOnDevice, type QueryPresence } from '../../offline/not-on-device';

/** A list query whose answer is one page of rows with the count of them all. */
export interface PagedQuery extends QueryPresence {
  data: { pageTotal: number } | undefined;
  isFetching: boolean;
}

/**
 * What a paged table takes from its list query: the count of all rows, whether a page is loading, and whether
 * the page was never loaded on this device.
 */
export function queryTableProps(list: PagedQuery) {
  return { total: list.data?.pageTotal ?? 0, loading: list.isFetching, notOnDevice: isNotOnDevice(list) };
}
