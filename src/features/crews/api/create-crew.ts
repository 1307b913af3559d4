import { api } from '../../../api/client';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { crewSchema, type Crew, type CrewInput } from '../../../domain/crews';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { crewKeys } from './get-crews';

export interface CreateCrewInput {
  /** Carries a client-made id, so a create replayed from the outbox makes the same crew. */
  body: CrewInput & { id: string };
  idempotencyKey: string;
}

/** POST Crew: the crew with its members; whoever manages crews of that vendor hears about the new members. */
export async function createCrew({ body, idempotencyKey }: CreateCrewInput): Promise<Crew> {
  return crewSchema.parse(await api.account.post<unknown>('Crew', body, { idempotencyKey }));
}

export function useCreateCrew() {
  return useOptimisticWrite<CreateCrewInput, Crew>({
    mutationFn: createCrew,
    invalidates: () => [crewKeys.lists(), lookupKeys.crews()],
  });
}
