import type { z } from 'zod';
import { api } from '../../../api/client';
import type { organisationUpdateSchema } from '../../../domain/organisations';
import { organisationSchema, type Organisation } from '../../../domain/organisations';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { organisationKeys } from './get-organisations';

export type OrganisationUpdate = z.input<typeof organisationUpdateSchema>;

export interface UpdateOrganisationInput {
  id: string;
  body: OrganisationUpdate;
}

/** PUT Organisation?id: name, industry and contact, based on the version the user edited. */
export async function updateOrganisation({ id, body }: UpdateOrganisationInput): Promise<Organisation> {
  return organisationSchema.parse(
    await api.organisation.put<unknown>('Organisation', body, { query: { id } }),
  );
}

/**
 * Shows the change at once. The version moves on by one as the server will move it, so an address saved
 * next (perhaps still offline) is based on this change rather than refused as stale when both replay.
 */
export function useUpdateOrganisation() {
  return useOptimisticWrite<UpdateOrganisationInput, Organisation>({
    mutationFn: updateOrganisation,
    optimistic: ({ id, body }) => [
      optimisticPatch<Organisation>(organisationKeys.detail(id), (current) =>
        current ? { ...current, ...body, version: body.version + 1 } : current,
      ),
    ],
    invalidates: ({ id }) => [organisationKeys.detail(id), organisationKeys.lists()],
  });
}
