import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useEditableRecord } from '../../../data/lookups/use-editable-record';
import { vendorSchema, type Vendor } from '../../../domain/vendors';
import { vendorKeys } from './get-vendors';

/** GET Vendor/GetById?id: one vendor with its address, picture and how many people and crews it has. */
export async function getVendor(id: string, signal?: AbortSignal): Promise<Vendor> {
  return vendorSchema.parse(await api.account.get<unknown>('Vendor/GetById', { query: { id }, signal }));
}

export function vendorQueryOptions(id: string) {
  return queryOptions({
    queryKey: vendorKeys.detail(id),
    queryFn: ({ signal }) => getVendor(id, signal),
  });
}

/** The record to edit, fresh from the server when online (see useEditableRecord). */
export function useVendor(id: string) {
  return useEditableRecord(vendorQueryOptions(id));
}
