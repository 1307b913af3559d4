import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { workforceListSchema, type WorkforceKind } from '../../../domain/workforce';
import { nextWorkforcePage, WORKFORCE_PAGE_SIZE } from '../components/workforce-paging';

export const workforceKeys = createQueryKeys('workforce');

export interface WorkforceListFilter {
  searchString: string;
  /** Mobile users or supervisors; both when null. */
  kind: WorkforceKind | null;
  /** One vendor's people; everyone the user may see when null. */
  vendorId: string | null;
}

export type WorkforcePage = z.infer<typeof workforceListSchema>;
export type WorkforceRow = WorkforcePage['workforce'][number];

/** POST Workforce/GetAll: one page of 100 mobile users and supervisors, by name; vendor users get their own. */
export async function getWorkforcePage(
  filter: WorkforceListFilter,
  page: number,
  signal?: AbortSignal,
): Promise<WorkforcePage> {
  const body = {
    page,
    pageSize: WORKFORCE_PAGE_SIZE,
    ...(filter.searchString ? { searchString: filter.searchString } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.vendorId ? { vendorId: filter.vendorId } : {}),
  };
  return workforceListSchema.parse(await api.account.post<unknown>('Workforce/GetAll', body, { signal }));
}

export function workforceListQueryOptions(filter: WorkforceListFilter) {
  return infiniteQueryOptions({
    queryKey: workforceKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getWorkforcePage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages, lastPage) => nextWorkforcePage(pages, lastPage),
  });
}

/** The workforce list, loaded 100 at a time on demand ("Load more"). */
export function useWorkforceList(filter: WorkforceListFilter) {
  return useInfiniteQuery(workforceListQueryOptions(filter));
}
