import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { isNoResponse, WriteQueuedError } from '../../../api/errors';
import {
  organisationCreatedSchema,
  type Organisation,
  type OrganisationCreate,
} from '../../../domain/organisations';
import { discardWrite } from '../../../offline/outbox';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { organisationKeys } from './get-organisations';

export type OrganisationCreated = z.infer<typeof organisationCreatedSchema>;

export interface CreateOrganisationInput {
  body: OrganisationCreate;
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

/** POST Organisation: the organisation, its default roles and its first administrator. */
export async function createOrganisation({
  body,
  idempotencyKey,
}: CreateOrganisationInput): Promise<OrganisationCreated> {
  try {
    const data = await api.organisation.post<unknown>('Organisation', body, { idempotencyKey });
    return organisationCreatedSchema.parse(data);
  } catch (error) {
    // The create is online only (src/domain/offline-routes): without an answer it did not happen. A worker
    // from before that rule may still have kept it, to be replayed with nobody to read the password: it
    // is taken back out of the outbox.
    if (isNoResponse(error)) throw new CreateNeedsConnectionError();
    if (!(error instanceof WriteQueuedError)) throw error;
    await discardWrite(error.idempotencyKey);
    throw new CreateNeedsConnectionError();
  }
}

/** The answer carries the administrator's password, shown once: only the organisation goes into the cache. */
export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useOptimisticWrite<CreateOrganisationInput, OrganisationCreated>({
    mutationFn: createOrganisation,
    invalidates: () => [organisationKeys.lists()],
    onSuccess: (created) => {
      const { administrator: _shownOnce, ...organisation } = created;
      queryClient.setQueryData<Organisation>(organisationKeys.detail(created.id), organisation);
    },
  });
}
