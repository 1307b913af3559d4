import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { createQueryKeys } from '../../../data/query-keys';
import { vendorListSchema } from '../../../domain/vendors';

export const vendorKeys = createQueryKeys('vendors');

export interface VendorListFilter {
  page: number;
  pageSize: number;
  searchString: string;
}

export type VendorList = z.infer<typeof vendorListSchema>;

/** POST Vendor/GetAll: a page of vendors with their user, crew and workforce counts; a vendor user gets theirs. */
export async function getVendors(filter: VendorListFilter, signal?: AbortSignal): Promise<VendorList> {
  const body = {
    page: filter.page,
    pageSize: filter.pageSize,
    ...(filter.searchString ? { searchString: filter.searchString } : {}),
  };
  return vendorListSchema.parse(await api.account.post<unknown>('Vendor/GetAll', body, { signal }));
}

export function vendorsQueryOptions(filter: VendorListFilter) {
  return queryOptions({
    queryKey: vendorKeys.list(filter),
    queryFn: ({ signal }) => getVendors(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVendors(filter: VendorListFilter) {
  return useQuery(vendorsQueryOptions(filter));
}

/** Drops one vendor from every cached page, for an optimistic delete. */
export function withoutVendor(id: string) {
  return (current: VendorList | undefined): VendorList | undefined => {
    if (!current) return current;
    const vendors = current.vendors.filter((vendor) => vendor.id !== id);
    return { vendors, pageTotal: current.pageTotal - (current.vendors.length - vendors.length) };
  };
}
