import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import { crewSchema, type Crew } from '../../../domain/crews';
import { crewKeys } from './get-crews';

/** GET Crew/GetById?id: one crew with its members, leader first. */
export async function getCrew(id: string, signal?: AbortSignal): Promise<Crew> {
  return crewSchema.parse(await api.account.get<unknown>('Crew/GetById', { query: { id }, signal }));
}

export function crewQueryOptions(id: string) {
  return queryOptions({
    queryKey: crewKeys.detail(id),
    queryFn: ({ signal }) => getCrew(id, signal),
  });
}

/** The record to edit, fresh from the server when online (see useEditableRecord). */
export function useCrew(id: string) {
  return useEditableRecord(crewQueryOptions(id));
}
