import type { z } from 'zod';
import { api } from '../../../api/client';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import type { workforceUpdateSchema } from '../../../domain/workforce';
import { workforceSchema, type Workforce } from '../../../domain/workforce';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { workforceKeys } from './get-workforce-list';

export type WorkforceUpdate = z.input<typeof workforceUpdateSchema>;

export interface UpdateWorkforceInput {
  id: string;
  body: WorkforceUpdate;
  /** Names shown before the server answers. */
  names: Pick<Workforce, 'vendorName' | 'supervisorName'>;
}

/** PUT Workforce?id, based on the version the user edited. */
export async function updateWorkforceMember({ id, body }: UpdateWorkforceInput): Promise<Workforce> {
  return workforceSchema.parse(await api.account.put<unknown>('Workforce', body, { query: { id } }));
}

export function useUpdateWorkforceMember() {
  return useOptimisticWrite<UpdateWorkforceInput, Workforce>({
    mutationFn: updateWorkforceMember,
    optimistic: ({ id, body, names }) => [
      optimisticPatch<Workforce>(workforceKeys.detail(id), (current) =>
        current
          ? {
              ...current,
              ...names,
              kind: body.kind,
              name: body.name,
              email: body.email,
              phone: body.phone ?? null,
              employeeCode: body.employeeCode ?? null,
              vendorId: body.vendorId ?? null,
              supervisorId: body.supervisorId ?? null,
              isActive: body.isActive ?? current.isActive,
              version: body.version + 1,
            }
          : current,
      ),
    ],
    invalidates: ({ id }) => [workforceKeys.detail(id), workforceKeys.lists(), lookupKeys.supervisors()],
  });
}
