import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callParsed } from '../../../api/call';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { recordResource, withoutEmptyCriteria, type UpdateInput } from '../../../data/record-resource';
import {
  createCrew,
  deleteCrew,
  getAllCrews,
  getCrewById,
  updateCrew,
} from '../../../domain/contracts/account/crew';
import { getAllWorkforce } from '../../../domain/contracts/account/workforce';
import {
  crewCreateSchema,
  crewListSchema,
  crewSchema,
  crewUpdateSchema,
  type Crew,
} from '../../../domain/crews';
import { LIST_PAGE_SIZE_MAX } from '../../../domain/paging';
import type { workforceListSchema } from '../../../domain/workforce';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export interface CrewListFilter {
  page: number;
  pageSize: number;
  searchString: string;
  /** One vendor's crews; every crew the user may see when null. */
  vendorId: string | null;
}

export type CrewList = z.infer<typeof crewListSchema>;

/**
 * The crews' list (a page of crews with their vendor, leader and member count; vendor users get their own),
 * by id (one crew with its members, leader first), create, update and delete (account service). Whoever
 * manages crews of that vendor hears about new members; a deleted crew's people stay in the workforce.
 */
const resource = recordResource({
  contracts: {
    list: getAllCrews,
    byId: getCrewById,
    create: createCrew,
    update: updateCrew,
    remove: deleteCrew,
  },
  area: 'crews',
  listName: 'crews',
  schema: crewSchema,
  bodies: { create: crewCreateSchema, update: crewUpdateSchema },
  listSchema: crewListSchema,
  listBody: (filter: CrewListFilter) => withoutEmptyCriteria(filter),
  alsoInvalidates: [lookupKeys.crews()],
});

export interface UpdateCrewInput extends UpdateInput<z.input<typeof crewUpdateSchema>> {
  /** The crew as the form shows it after the change (members with their names), for the optimistic copy. */
  preview: Pick<Crew, 'vendorName' | 'members'>;
}

/** An update of the crew: name, code, vendor and the whole member list, shown at once with the members' names. */
function useUpdateCrew() {
  return useOptimisticWrite<UpdateCrewInput, Crew>({
    mutationFn: resource.update,
    optimistic: ({ id, body, preview }) => [
      optimisticPatch<Crew>(resource.keys.detail(id), (current) =>
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
    invalidates: ({ id }) => resource.invalidated(id),
  });
}

export const crews = { ...resource, useUpdate: useUpdateCrew };

export type MemberCandidate = z.infer<typeof workforceListSchema>['workforce'][number];

/**
 * The active mobile users and supervisors who may join a crew of this vendor (null:
 * the organisation's own staff). A crew holds at most 100 members, so one page of 500 covers the choice.
 */
async function getMemberCandidates(
  vendorId: string | null,
  signal?: AbortSignal,
): Promise<MemberCandidate[]> {
  const body = { page: 1, pageSize: LIST_PAGE_SIZE_MAX, vendorId, isActive: true };
  return (await callParsed(getAllWorkforce, { body }, { signal })).workforce;
}

function memberCandidatesQueryOptions(vendorId: string | null) {
  return queryOptions({
    queryKey: [...resource.keys.all, 'member-candidates', vendorId ?? 'organisation'] as const,
    queryFn: ({ signal }) => getMemberCandidates(vendorId, signal),
  });
}

export function useMemberCandidates(vendorId: string | null, enabled = true) {
  return useQuery({ ...memberCandidatesQueryOptions(vendorId), enabled });
}
