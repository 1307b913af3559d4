import { api } from '../../../api/client';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { workforceSchema, type Workforce, type WorkforceInput } from '../../../domain/workforce';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { workforceKeys } from './get-workforce-list';

export interface CreateWorkforceInput {
  /** Carries a client-made id, so a create replayed from the outbox makes the same person. */
  body: WorkforceInput & { id: string };
  idempotencyKey: string;
}

/** POST Workforce: a mobile user or a supervisor. */
export async function createWorkforceMember({
  body,
  idempotencyKey,
}: CreateWorkforceInput): Promise<Workforce> {
  return workforceSchema.parse(await api.account.post<unknown>('Workforce', body, { idempotencyKey }));
}

export function useCreateWorkforceMember() {
  return useOptimisticWrite<CreateWorkforceInput, Workforce>({
    mutationFn: createWorkforceMember,
    invalidates: () => [workforceKeys.lists(), lookupKeys.supervisors()],
  });
}
