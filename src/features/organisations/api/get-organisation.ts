import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import { organisationSchema, type Organisation } from '../../../domain/organisations';
import { organisationKeys } from './get-organisations';

/** GET Organisation/GetById?id: name, industry, contact and address. */
export async function getOrganisation(id: string, signal?: AbortSignal): Promise<Organisation> {
  return organisationSchema.parse(
    await api.organisation.get<unknown>('Organisation/GetById', { query: { id }, signal }),
  );
}

export function organisationQueryOptions(id: string) {
  return queryOptions({
    queryKey: organisationKeys.detail(id),
    queryFn: ({ signal }) => getOrganisation(id, signal),
  });
}

/** The record to edit, fresh from the server when online (see useEditableRecord). */
export function useOrganisation(id: string) {
  return useEditableRecord(organisationQueryOptions(id));
}
