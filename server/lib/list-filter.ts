import { and, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The filter of a list of records that can be made inactive: a page, a search and the active flag. */
export interface ActiveListFilter {
  page: number;
  pageSize: number;
  searchString?: string | undefined;
  isActive?: boolean | undefined;
}

/**
 * Where a list's rows match the search (`searchString` anywhere in any of `searched`, whatever its case) and
 * the active flag (`isActive`, when given, on `active`); undefined when neither is asked.
 */
export function searchAndActive(
  filter: { searchString?: string | undefined; isActive?: boolean | undefined },
  searched: readonly PgColumn[],
  active: PgColumn,
): SQL | undefined {
  const like = filter.searchString ? `%${filter.searchString}%` : undefined;
  return and(
    like ? or(...searched.map((column) => ilike(column, like))) : undefined,
    filter.isActive === undefined ? undefined : eq(active, filter.isActive),
  );
}
