import type { z } from 'zod';
import { api } from '../../../api/client';
import type { organisationAddressUpdateSchema } from '../../../domain/organisations';
import { organisationSchema, type Organisation } from '../../../domain/organisations';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { organisationKeys } from './get-organisations';

export type OrganisationAddressUpdate = z.input<typeof organisationAddressUpdateSchema>;

export interface UpdateOrganisationAddressInput {
  id: string;
  body: OrganisationAddressUpdate;
  /** Names of the chosen places, so the page shows them before the server answers. */
  names: Pick<Organisation, 'countryName' | 'stateName' | 'cityName'>;
}

/** PUT Organisation/UpdateAddress?id: the address on its own; the server checks the places belong together. */
export async function updateOrganisationAddress({
  id,
  body,
}: UpdateOrganisationAddressInput): Promise<Organisation> {
  const data = await api.organisation.put<unknown>('Organisation/UpdateAddress', body, { query: { id } });
  return organisationSchema.parse(data);
}

export function useUpdateOrganisationAddress() {
  return useOptimisticWrite<UpdateOrganisationAddressInput, Organisation>({
    mutationFn: updateOrganisationAddress,
    optimistic: ({ id, body, names }) => [
      optimisticPatch<Organisation>(organisationKeys.detail(id), (current) =>
        current
          ? {
              ...current,
              ...names,
              addressLine: body.addressLine,
              countryId: body.countryId,
              stateId: body.stateId ?? null,
              cityId: body.cityId ?? null,
              postalCode: body.postalCode ?? null,
              version: body.version + 1,
            }
          : current,
      ),
    ],
    invalidates: ({ id }) => [organisationKeys.detail(id), organisationKeys.lists()],
  });
}
