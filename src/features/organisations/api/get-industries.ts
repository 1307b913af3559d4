import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client';
import { industrySchema, type Industry } from '../../../domain/reference-data';
import { organisationKeys } from './get-organisations';

const industriesSchema = z.array(industrySchema);
export type { Industry };

/** GET Industry/GetAll: the industries an organisation can belong to (reference data). */
export async function getIndustries(signal?: AbortSignal): Promise<Industry[]> {
  return industriesSchema.parse(await api.organisation.get<unknown>('Industry/GetAll', { signal }));
}

export function industriesQueryOptions() {
  return queryOptions({
    queryKey: [...organisationKeys.all, 'industries'] as const,
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: 24 * 60 * 60 * 1000,
  });
}

export function useIndustries() {
  return useQuery(industriesQueryOptions());
}
