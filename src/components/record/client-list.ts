import { isNotOnDevice, type QueryPresence } from '../../offline/not-on-device';
import { pageCount, type PaginationState } from '../data-table/pagination';

export interface ClientPage<Row> {
  /** undefined while the list loads. */
  rows: Row[] | undefined;
  total: number;
  /** The page shown: the asked one, or the last one when fewer rows are left (after a delete or a search). */
  pagination: PaginationState;
}

/** Lower case, without accents, so "Equipment" matches "equip" and "Müller" matches "muller". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** True when every word of the search is part of one of the row's texts. */
export function matchesSearch(texts: ReadonlyArray<string | null>, term: string): boolean {
  const words = folded(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts
    .filter((text): text is string => Boolean(text))
    .map(folded)
    .join('\n');
  return words.every((word) => haystack.includes(word));
}

/**
 * A list the server sends whole, searched and paged on the device so it fits the paged DataTable: the rows
 * matching `term` and the page of them to show.
 */
export function clientPage<Row>(
  all: readonly Row[] | undefined,
  term: string,
  textsOf: (row: Row) => ReadonlyArray<string | null>,
  pagination: PaginationState,
): ClientPage<Row> {
  if (!all) return { rows: undefined, total: 0, pagination };
  const matching = all.filter((row) => matchesSearch(textsOf(row), term));
  const page = Math.min(pagination.page, pageCount(matching.length, pagination.pageSize));
  const start = (page - 1) * pagination.pageSize;
  return {
    rows: matching.slice(start, start + pagination.pageSize),
    total: matching.length,
    pagination: page === pagination.page ? pagination : { ...pagination, page },
  };
}

/** What a paged table takes from a list paged on the device and from the query that brought the whole list. */
export function clientTableProps<Row>(
  shown: ClientPage<Row>,
  list: QueryPresence & { isFetching: boolean },
  onPaginationChange: (next: PaginationState) => void,
) {
  return {
    rows: shown.rows,
    total: shown.total,
    pagination: shown.pagination,
    onPaginationChange,
    loading: list.isFetching,
    notOnDevice: isNotOnDevice(list),
  };
}
