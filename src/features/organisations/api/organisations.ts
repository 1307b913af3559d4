import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { call } from '../../../api/call';
import { isNoResponse, WriteQueuedError } from '../../../api/errors';
import { recordResource, withoutEmptyCriteria, type UpdateInput } from '../../../data/record-resource';
import {
  createOrganisation as createOrganisationCall,
  deleteOrganisation,
  getAllOrganisations,
  getOrganisationById,
  updateOrganisation,
  updateOrganisationAddress,
} from '../../../domain/contracts/organisation/organisation';
import { getAllIndustries } from '../../../domain/contracts/organisation/reference';
import type { ContractBody } from '../../../domain/contracts/kit';
import {
  organisationCreatedSchema,
  organisationCreateSchema,
  organisationListSchema,
  organisationSchema,
  organisationUpdateSchema,
  type Organisation,
} from '../../../domain/organisations';
import { industrySchema, type Industry } from '../../../domain/reference-data';
import { discardWrite } from '../../../offline/outbox';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export interface OrganisationListFilter {
  page: number;
  pageSize: number;
  searchString: string;
}

/**
 * The organisations' list (every organisation for a platform administrator, else only the user's own), by
 * id (name, industry, contact and address), update (name, industry and contact) and delete (refused while it
 * still holds vendors, crews or workforce), on the organisation service. Its create is its own (below).
 */
const resource = recordResource({
  contracts: {
    list: getAllOrganisations,
    byId: getOrganisationById,
    create: createOrganisationCall,
    update: updateOrganisation,
    remove: deleteOrganisation,
  },
  area: 'organisations',
  listName: 'organisations',
  schema: organisationSchema,
  bodies: { create: organisationCreateSchema, update: organisationUpdateSchema },
  listSchema: organisationListSchema,
  listBody: (filter: OrganisationListFilter) => withoutEmptyCriteria(filter),
  // A change shows at once in the organisation; its row in the list waits for the server's answer.
  editsLists: false,
});

export type OrganisationCreated = z.infer<typeof organisationCreatedSchema>;

export interface CreateOrganisationInput {
  body: z.input<typeof organisationCreateSchema>;
  /**
   * One key per create form: if the answer is lost on the way back, sending again with the same key returns
   * the first answer, generated password included, instead of failing on the name already taken.
   */
  idempotencyKey: string;
}

/** Creating an organisation needs the server's answer; it cannot wait in the outbox. */
export class CreateNeedsConnectionError extends Error {
  constructor() {
    super(
      'The organisation was not created: there is no connection. Its administrator’s password can only be shown when the server answers, so try again once online.',
    );
    this.name = 'CreateNeedsConnectionError';
  }
}

/** Creates the organisation, its default roles and its first administrator. */
async function createOrganisation({
  body,
  idempotencyKey,
}: CreateOrganisationInput): Promise<OrganisationCreated> {
  try {
    const data = await call(createOrganisationCall, { body }, { idempotencyKey });
    return organisationCreatedSchema.parse(data);
  } catch (error) {
    // The create is online only (its contract's offline policy): without an answer it did not happen. A worker
    // from before that rule may still have kept it, to be replayed with nobody to read the password: it
    // is taken back out of the outbox.
    if (isNoResponse(error)) throw new CreateNeedsConnectionError();
    if (!(error instanceof WriteQueuedError)) throw error;
    await discardWrite(error.idempotencyKey);
    throw new CreateNeedsConnectionError();
  }
}

/** The answer carries the administrator's password, shown once: only the organisation goes into the cache. */
function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useOptimisticWrite<CreateOrganisationInput, OrganisationCreated>({
    mutationFn: createOrganisation,
    invalidates: () => [resource.keys.lists()],
    onSuccess: (created) => {
      const { administrator: _shownOnce, ...organisation } = created;
      queryClient.setQueryData<Organisation>(resource.keys.detail(created.id), organisation);
    },
  });
}

export const organisations = { ...resource, useCreate: useCreateOrganisation };

export interface UpdateOrganisationAddressInput extends UpdateInput<
  ContractBody<typeof updateOrganisationAddress>
> {
  /** Names of the chosen places, so the page shows them before the server answers. */
  names: Pick<Organisation, 'countryName' | 'stateName' | 'cityName'>;
}

/**
 * The address on its own (by the id in the query); the server checks the places belong together.
 * The version moves on by one as the server will move it, so details saved next (perhaps still offline) are
 * based on this change rather than refused as stale when both replay.
 */
export function useUpdateOrganisationAddress() {
  return useOptimisticWrite<UpdateOrganisationAddressInput, Organisation>({
    mutationFn: async ({ id, body }) =>
      organisationSchema.parse(await call(updateOrganisationAddress, { query: { id }, body })),
    optimistic: ({ id, body, names }) => [
      optimisticPatch<Organisation>(resource.keys.detail(id), (current) =>
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
    invalidates: ({ id }) => [resource.keys.detail(id), resource.keys.lists()],
  });
}

const industriesSchema = z.array(industrySchema);
export type { Industry };

/** The industries an organisation can belong to (reference data). */
async function getIndustries(signal?: AbortSignal): Promise<Industry[]> {
  return industriesSchema.parse(await call(getAllIndustries, {}, { signal }));
}

export function useIndustries() {
  return useQuery(
    queryOptions({
      queryKey: [...resource.keys.all, 'industries'] as const,
      queryFn: ({ signal }) => getIndustries(signal),
      staleTime: 24 * 60 * 60 * 1000,
    }),
  );
}
