import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { LIST_PAGE_SIZE_MAX } from '../../../domain/paging';
import { workforceListSchema } from '../../../domain/workforce';
import { crewKeys } from './get-crews';

export type MemberCandidate = z.infer<typeof workforceListSchema>['workforce'][number];

/**
 * POST Workforce/GetAll: the active mobile users and supervisors who may join a crew of this vendor (null:
 * the organisation's own staff). A crew holds at most 100 members, so one page of 500 covers the choice.
 */
export async function getMemberCandidates(
  vendorId: string | null,
  signal?: AbortSignal,
): Promise<MemberCandidate[]> {
  const body = { page: 1, pageSize: LIST_PAGE_SIZE_MAX, vendorId, isActive: true };
  return workforceListSchema.parse(await api.account.post<unknown>('Workforce/GetAll', body, { signal }))
    .workforce;
}

export function memberCandidatesQueryOptions(vendorId: string | null) {
  return queryOptions({
    queryKey: [...crewKeys.all, 'member-candidates', vendorId ?? 'organisation'] as const,
    queryFn: ({ signal }) => getMemberCandidates(vendorId, signal),
  });
}

export function useMemberCandidates(vendorId: string | null, enabled = true) {
  return useQuery({ ...memberCandidatesQueryOptions(vendorId), enabled });
}
