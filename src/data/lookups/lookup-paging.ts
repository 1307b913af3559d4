import type { QueryKey } from '@tanstack/react-query';
import { ApiError, SessionEndedError, WriteQueuedError } from '../../api/errors';
import { toastError } from '../../notices/toast';
import type { Option } from '../../domain/paging';

/** Vendor and crew dropdowns (SPEC section 9): 100 per page, search sent 300 ms after the last keystroke. */
export const LOOKUP_PAGE_SIZE = 100;
export const LOOKUP_DEBOUNCE_MS = 300;
/** A page of more than this many options may have a next one; scrolling to the end then loads it. */
export const LOOKUP_MORE_THRESHOLD = 9;

/** The body of a lookup call for one page of options: the search term only when there is one. */
export function lookupPageBody(page: number, term: string) {
  return { page, pageSize: LOOKUP_PAGE_SIZE, ...(term ? { searchTerm: term } : {}) };
}

/** One page of a dropdown lookup as the screens use it. */
export interface LookupPage {
  options: Option[];
  pageTotal: number;
}

/** Whether scrolling to the end of the list should fetch the next page. */
export function hasMoreOptions(lastPageCount: number, loaded: number, pageTotal: number): boolean {
  return lastPageCount > LOOKUP_MORE_THRESHOLD && loaded < pageTotal;
}

/** The next page to ask for, or undefined when everything is loaded. */
export function nextLookupPage(pages: readonly LookupPage[], lastPage: number): number | undefined {
  const last = pages.at(-1);
  if (!last) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.options.length, 0);
  return hasMoreOptions(last.options.length, loaded, last.pageTotal) ? lastPage + 1 : undefined;
}

/** Every option of the lists once, in order (a record moving between pages must not show twice). */
export function mergeOptions(lists: ReadonlyArray<readonly Option[]>): Option[] {
  const seen = new Map<string, Option>();
  for (const option of lists.flat()) {
    if (!seen.has(option.id)) seen.set(option.id, option);
  }
  return [...seen.values()];
}

export interface LookupFailure {
  /** Shown when the response says nothing, e.g. "Error while fetching vendors". */
  fallback: string;
  /** Crews read the first returnMessage too (SPEC section 8). */
  withReturnMessage?: boolean;
  /** Project and access-group fetch failures are silently ignored (SPEC section 8). */
  silent?: boolean;
}

/**
 * The toast of a failed lookup: the response's title and message (or first returnMessage where the lookup
 * reads it), else the fallback. A session that ended already said so, and a queued write is no failure.
 */
export function toastLookupFailure(
  error: unknown,
  { fallback, withReturnMessage = false, silent = false }: LookupFailure,
): void {
  if (silent) return;
  if (error instanceof SessionEndedError || error instanceof WriteQueuedError) return;
  if (!(error instanceof ApiError)) {
    toastError(fallback);
    return;
  }
  const { title, message, returnMessage } = error.body;
  const text = message || (withReturnMessage ? returnMessage[0] : '') || '';
  if (text) toastError(text, title);
  else toastError(title || fallback);
}

export interface PagedLookupSource {
  queryKey: (term: string) => QueryKey;
  fetchPage: (page: number, term: string, signal: AbortSignal) => Promise<LookupPage>;
  failure: LookupFailure;
}
