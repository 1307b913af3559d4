import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../domain/validation';

export interface PaginationState {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Page 1 with 10 rows: where every list starts (SPEC section 9). */
export const DEFAULT_PAGINATION: PaginationState = { page: 1, pageSize: DEFAULT_PAGE_SIZE };
export const PAGE_SIZE_OPTIONS: readonly number[] = PAGE_SIZES;

/** "x - y items of total", e.g. "1 - 10 items of 57"; "0 - 0 items of 0" for an empty list. */
export function paginationText({ page, pageSize }: PaginationState, total: number): string {
  if (total <= 0) return '0 - 0 items of 0';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `${first} - ${last} items of ${total}`;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * List state for a server-paginated table. A new page size starts again at page 1, and so does a new filter
 * (call `reset` when it changes) so the user never lands on a page past the end.
 */
export function usePagination(initial: PaginationState = DEFAULT_PAGINATION) {
  const [pagination, setPagination] = useState<PaginationState>(initial);
  const reset = useCallback(() => setPagination((current) => ({ ...current, page: 1 })), []);
  return { pagination, setPagination, reset };
}
