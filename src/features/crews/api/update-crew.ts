import type { z } from 'zod';
import { api } from '../../../api/client';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import type { crewUpdateSchema } from '../../../domain/crews';
import { crewSchema, type Crew } from '../../../domain/crews';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { crewKeys } from './get-crews';

export type CrewUpdate = z.input<typeof crewUpdateSchema>;

export interface UpdateCrewInput {
  id: string;
  body: CrewUpdate;
  /** The crew as the form shows it after the change (members with their names), for the optimistic copy. */
  preview: Pick<Crew, 'vendorName' | 'members'>;
}

/** PUT Crew?id: name, code, vendor and the whole member list, based on the version the user edited. */
export async function updateCrew({ id, body }: UpdateCrewInput): Promise<Crew> {
  return crewSchema.parse(await api.account.put<unknown>('Crew', body, { query: { id } }));
}

export function useUpdateCrew() {
  return useOptimisticWrite<UpdateCrewInput, Crew>({
    mutationFn: updateCrew,
    optimistic: ({ id, body, preview }) => [
      optimisticPatch<Crew>(crewKeys.detail(id), (current) =>
        current
          ? {
              ...current,
              ...preview,
              name: body.name,
              code: body.code ?? null,
              vendorId: body.vendorId ?? null,
              isActive: body.isActive ?? current.isActive,
              memberCount: preview.members.length,
              leaderName: preview.members.find((member) => member.role === 'leader')?.name ?? null,
              version: body.version + 1,
            }
          : current,
      ),
    ],
    invalidates: ({ id }) => [crewKeys.detail(id), crewKeys.lists(), lookupKeys.crews()],
  });
}
