import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { crewListSchema } from '../../../domain/crews';

export const crewKeys = createQueryKeys('crews');

export interface CrewListFilter {
  page: number;
  pageSize: number;
  searchString: string;
  /** One vendor's crews; every crew the user may see when null. */
  vendorId: string | null;
}

export type CrewList = z.infer<typeof crewListSchema>;

/** POST Crew/GetAll: a page of crews with their vendor, leader and member count; vendor users get their own. */
export async function getCrews(filter: CrewListFilter, signal?: AbortSignal): Promise<CrewList> {
  const body = {
    page: filter.page,
    pageSize: filter.pageSize,
    ...(filter.searchString ? { searchString: filter.searchString } : {}),
    ...(filter.vendorId ? { vendorId: filter.vendorId } : {}),
  };
  return crewListSchema.parse(await api.account.post<unknown>('Crew/GetAll', body, { signal }));
}

export function crewsQueryOptions(filter: CrewListFilter) {
  return queryOptions({
    queryKey: crewKeys.list(filter),
    queryFn: ({ signal }) => getCrews(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCrews(filter: CrewListFilter) {
  return useQuery(crewsQueryOptions(filter));
}

/** Drops one crew from every cached page, for an optimistic delete. */
export function withoutCrew(id: string) {
  return (current: CrewList | undefined): CrewList | undefined => {
    if (!current) return current;
    const crews = current.crews.filter((crew) => crew.id !== id);
    return { crews, pageTotal: current.pageTotal - (current.crews.length - crews.length) };
  };
}
