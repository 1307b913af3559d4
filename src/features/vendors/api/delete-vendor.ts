import { api } from '../../../api/client';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { deletedSchema } from '../../../domain/fields';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { vendorKeys, withoutVendor, type VendorList } from './get-vendors';

/** DELETE Vendor?id: refused, with the reason, while users, crews or workforce still belong to the vendor. */
export async function deleteVendor(id: string): Promise<{ id: string }> {
  return deletedSchema.parse(await api.account.delete<unknown>('Vendor', undefined, { query: { id } }));
}

export function useDeleteVendor() {
  return useOptimisticWrite<string, { id: string }>({
    mutationFn: deleteVendor,
    optimistic: (id) => [optimisticPatch<VendorList>(vendorKeys.lists(), withoutVendor(id))],
    invalidates: () => [vendorKeys.lists(), lookupKeys.vendors()],
  });
}
