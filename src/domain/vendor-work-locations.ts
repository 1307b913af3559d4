import { z } from 'zod';
import { organisationIdField } from './fields';
import { listBodySchema, optionOfSchema } from './paging';

/** POST VendorWorkLocation/GetAll: the locations a vendor serves through its assigned groups. */
export const vendorWorkLocationListRequestSchema = listBodySchema({
  /** Required for organisation users; a vendor user's own vendor when left out. */
  vendorId: z.uuid().optional(),
  projectId: z.uuid().optional(),
});

export const vendorWorkLocationSchema = z.object({
  workLocationId: z.uuid(),
  locationIdentifier: z.string(),
  name: z.string(),
  projectId: z.uuid(),
  projectName: z.string(),
  /** The assigned groups that hold it. */
  workLocationGroups: z.array(optionOfSchema),
});
export type VendorWorkLocation = z.infer<typeof vendorWorkLocationSchema>;

export const vendorWorkLocationListSchema = z.object({
  vendorWorkLocations: z.array(vendorWorkLocationSchema),
  pageTotal: z.number().int(),
});

/** DELETE VendorWorkLocation: the vendor stops serving one location its groups hold. */
export const removeVendorWorkLocationSchema = z.strictObject({
  vendorId: z.uuid(),
  workLocationId: z.uuid(),
  ...organisationIdField,
});
