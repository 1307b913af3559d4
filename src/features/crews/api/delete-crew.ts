import { api } from '../../../api/client';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { deletedSchema } from '../../../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { crewKeys, withoutCrew, type CrewList } from './get-crews';

/** DELETE Crew?id: the crew and its memberships go; the people stay in the mobile workforce. */
export async function deleteCrew(id: string): Promise<{ id: string }> {
  return deletedSchema.parse(await api.account.delete<unknown>('Crew', undefined, { query: { id } }));
}

export function useDeleteCrew() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: deleteCrew,
    optimistic: (id) => [optimisticPatch<CrewList>(crewKeys.lists(), withoutCrew(id))],
    invalidates: () => [crewKeys.lists(), lookupKeys.crews()],
  });
}
