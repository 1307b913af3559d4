import type { z } from 'zod';
import { ImageNeedsConnectionError, uploadGeneralImage } from '../../../data/images';
import { lookupKeys } from '../../../data/lookups/lookup-keys';
import {
  recordResource,
  withoutEmptyCriteria,
  type CreateInput,
  type UpdateInput,
} from '../../../data/record-resource';
import {
  createVendor,
  deleteVendor,
  getAllVendors,
  getVendorById,
  updateVendor,
} from '../../../domain/contracts/account/vendor';
import {
  vendorCreateSchema,
  vendorListSchema,
  vendorSchema,
  vendorUpdateSchema,
  type Vendor,
} from '../../../domain/vendors';
import { toastInfo } from '../../../notices/toast';
import { optimisticPatch, useOptimisticWrite } from '../../../offline/use-optimistic-write';

export interface VendorListFilter {
  page: number;
  pageSize: number;
  searchString: string;
}

export type VendorList = z.infer<typeof vendorListSchema>;

/**
 * The vendors' list (a page of vendors with their user, crew and workforce counts; a vendor user gets theirs),
 * by id (with its address and picture), create (organisation users only), update and delete (account
 * service). A delete is refused, with the reason, while users, crews or workforce still belong to the vendor.
 */
const resource = recordResource({
  contracts: {
    list: getAllVendors,
    byId: getVendorById,
    create: createVendor,
    update: updateVendor,
    remove: deleteVendor,
  },
  area: 'vendors',
  listName: 'vendors',
  schema: vendorSchema,
  bodies: { create: vendorCreateSchema, update: vendorUpdateSchema },
  listSchema: vendorListSchema,
  listBody: (filter: VendorListFilter) => withoutEmptyCriteria(filter),
  alsoInvalidates: [lookupKeys.vendors()],
});

/** Vendors keep a general image (their picture or logo). */
export const uploadVendorImage = uploadGeneralImage;

/**
 * The vendor body with the newly chosen picture uploaded first. Offline the upload (online only) cannot give
 * the address the vendor must point at, so the vendor is saved without it; the user is told to add the
 * picture again once online.
 */
export async function withUploadedImage<Body extends { imageUrl?: string | null }>(
  body: Body,
  file: File | null,
): Promise<Body> {
  if (!file) return body;
  try {
    return { ...body, imageUrl: await uploadVendorImage(file) };
  } catch (error) {
    if (!(error instanceof ImageNeedsConnectionError)) throw error;
    toastInfo(
      'The other changes are kept and will be sent; add the picture again once online.',
      'Picture not uploaded',
    );
    return body;
  }
}

export interface CreateVendorInput extends CreateInput<z.input<typeof vendorCreateSchema>> {
  image: File | null;
}

/** Creates the vendor, after uploading a chosen picture. */
function useCreateVendor() {
  return useOptimisticWrite<CreateVendorInput, Vendor>({
    mutationFn: async ({ body, image, idempotencyKey }) =>
      resource.create({ body: await withUploadedImage(body, image), idempotencyKey }),
    invalidates: () => resource.invalidated(),
  });
}

export interface UpdateVendorInput extends UpdateInput<z.input<typeof vendorUpdateSchema>> {
  image: File | null;
  /** Names of the chosen places, shown before the server answers. */
  names: Pick<Vendor, 'countryName' | 'stateName' | 'cityName'>;
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

/** An update of the vendor, based on the version the user edited, after uploading a newly chosen picture. */
function useUpdateVendor() {
  return useOptimisticWrite<UpdateVendorInput, Vendor>({
    mutationFn: async ({ id, body, image }) =>
      resource.update({ id, body: await withUploadedImage(body, image) }),
    optimistic: (input) => [
      optimisticPatch<Vendor>(resource.keys.detail(input.id), (current) =>
        current ? patched(current, input) : current,
      ),
    ],
    invalidates: ({ id }) => resource.invalidated(id),
  });
}

export const vendors = { ...resource, useCreate: useCreateVendor, useUpdate: useUpdateVendor };
