import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { organisationListSchema, type Organisation } from '../../../domain/organisations';

export const organisationKeys = createQueryKeys('organisations');

export interface OrganisationListFilter {
  page: number;
  pageSize: number;
  searchString: string;
}

export type OrganisationList = z.infer<typeof organisationListSchema>;

/** POST Organisation/GetAll: every organisation for a platform administrator, else only the user's own. */
export async function getOrganisations(
  filter: OrganisationListFilter,
  signal?: AbortSignal,
): Promise<OrganisationList> {
  const body = {
    page: filter.page,
    pageSize: filter.pageSize,
    ...(filter.searchString ? { searchString: filter.searchString } : {}),
  };
  return organisationListSchema.parse(
    await api.organisation.post<unknown>('Organisation/GetAll', body, { signal }),
  );
}

export function organisationsQueryOptions(filter: OrganisationListFilter) {
  return queryOptions({
    queryKey: organisationKeys.list(filter),
    queryFn: ({ signal }) => getOrganisations(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrganisations(filter: OrganisationListFilter) {
  return useQuery(organisationsQueryOptions(filter));
}

/** Drops one organisation from every cached page, for an optimistic delete. */
export function withoutOrganisation(id: string) {
  return (current: OrganisationList | undefined): OrganisationList | undefined => {
    if (!current) return current;
    const organisations = current.organisations.filter(
      (organisation: Organisation) => organisation.id !== id,
    );
    return {
      organisations,
      pageTotal: current.pageTotal - (current.organisations.length - organisations.length),
    };
  };
}
