import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/call';
import { getSupervisors as supervisorsCall } from '../../domain/contracts/account/workforce';
import { supervisorListSchema } from '../../domain/workforce';
import { lookupKeys, type VendorFilter } from './lookup-keys';

export type SupervisorOption = z.infer<typeof supervisorListSchema>['supervisors'][number];

/**
 * Active supervisors of one vendor (`vendorId`), of the organisation itself
 * (null, sent as `vendorId=`) or all the caller may see (undefined).
 */
export async function getSupervisors(
  vendorId: VendorFilter,
  signal?: AbortSignal,
): Promise<SupervisorOption[]> {
  const query = vendorId === undefined ? {} : { vendorId: vendorId ?? '' };
  const data = await call(supervisorsCall, { query }, { signal });
  return supervisorListSchema.parse(data).supervisors;
}

export function supervisorsQueryOptions(vendorId: VendorFilter) {
  return queryOptions({
    queryKey: lookupKeys.supervisorsOf(vendorId),
    queryFn: ({ signal }) => getSupervisors(vendorId, signal),
  });
}

export function useSupervisors(vendorId: VendorFilter, enabled = true) {
  return useQuery({ ...supervisorsQueryOptions(vendorId), enabled });
}
