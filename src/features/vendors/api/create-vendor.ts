import { api } from '../../../api/client';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import { vendorSchema, type Vendor, type VendorInput } from '../../../domain/vendors';
import { useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { vendorKeys } from './get-vendors';
import { withUploadedImage } from './upload-vendor-image';

export interface CreateVendorInput {
  /** Carries a client-made id, so a create replayed from the outbox makes the same vendor. */
  body: VendorInput & { id: string };
  image: File | null;
  idempotencyKey: string;
}

/** POST Vendor (organisation users only), after uploading a chosen picture. */
export async function createVendor({ body, image, idempotencyKey }: CreateVendorInput): Promise<Vendor> {
  const withImage = await withUploadedImage(body, image);
  return vendorSchema.parse(await api.account.post<unknown>('Vendor', withImage, { idempotencyKey }));
}

export function useCreateVendor() {
  return useOptimisticWrite<CreateVendorInput, Vendor>({
    mutationFn: createVendor,
    invalidates: () => [vendorKeys.lists(), lookupKeys.vendors()],
  });
}
