import { api } from '../../../api/client';
import { deletedSchema } from '../../../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { organisationKeys, withoutOrganisation, type OrganisationList } from './get-organisations';

/** DELETE Organisation?id: refused while the organisation still holds vendors, crews or workforce. */
export async function deleteOrganisation(id: string): Promise<{ id: string }> {
  return deletedSchema.parse(
    await api.organisation.delete<unknown>('Organisation', undefined, { query: { id } }),
  );
}

export function useDeleteOrganisation() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: deleteOrganisation,
    optimistic: (id) => [
      optimisticPatch<OrganisationList>(organisationKeys.lists(), withoutOrganisation(id)),
    ],
    invalidates: () => [organisationKeys.lists()],
  });
}
