import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import { workforceSchema, type Workforce } from '../../../domain/workforce';
import { workforceKeys } from './get-workforce-list';

/** GET Workforce/GetById?id: one person with their crews and how many report to them. */
export async function getWorkforceMember(id: string, signal?: AbortSignal): Promise<Workforce> {
  return workforceSchema.parse(
    await api.account.get<unknown>('Workforce/GetById', { query: { id }, signal }),
  );
}

export function workforceMemberQueryOptions(id: string) {
  return queryOptions({
    queryKey: workforceKeys.detail(id),
    queryFn: ({ signal }) => getWorkforceMember(id, signal),
  });
}

/** The record to edit, fresh from the server when online (see useEditableRecord). */
export function useWorkforceMember(id: string) {
  return useEditableRecord(workforceMemberQueryOptions(id));
}
