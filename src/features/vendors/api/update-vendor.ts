import type { z } from 'zod';
import { api } from '../../../api/client';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import type { vendorUpdateSchema } from '../../../domain/vendors';
import { vendorSchema, type Vendor } from '../../../domain/vendors';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';
import { vendorKeys } from './get-vendors';
import { withUploadedImage } from './upload-vendor-image';

export type VendorUpdate = z.input<typeof vendorUpdateSchema>;

export interface UpdateVendorInput {
  id: string;
  body: VendorUpdate;
  image: File | null;
  /** Names of the chosen places, shown before the server answers. */
  names: Pick<Vendor, 'countryName' | 'stateName' | 'cityName'>;
}

/** PUT Vendor?id, based on the version the user edited, after uploading a newly chosen picture. */
export async function updateVendor({ id, body, image }: UpdateVendorInput): Promise<Vendor> {
  const withImage = await withUploadedImage(body, image);
  return vendorSchema.parse(await api.account.put<unknown>('Vendor', withImage, { query: { id } }));
}

function patched(current: Vendor, { body, names }: UpdateVendorInput): Vendor {
  return {
    ...current,
    ...names,
    name: body.name,
    code: body.code ?? null,
    contactPerson: body.contactPerson ?? null,
    email: body.email ?? null,
    phone: body.phone ?? null,
    addressLine: body.addressLine ?? null,
    countryId: body.countryId ?? null,
    stateId: body.stateId ?? null,
    cityId: body.cityId ?? null,
    postalCode: body.postalCode ?? null,
    isActive: body.isActive ?? current.isActive,
    version: body.version + 1,
  };
}

export function useUpdateVendor() {
  return useOptimisticWrite<UpdateVendorInput, Vendor>({
    mutationFn: updateVendor,
    optimistic: (input) => [
      optimisticPatch<Vendor>(vendorKeys.detail(input.id), (current) =>
        current ? patched(current, input) : current,
      ),
    ],
    invalidates: ({ id }) => [vendorKeys.detail(id), vendorKeys.lists(), lookupKeys.vendors()],
  });
}
