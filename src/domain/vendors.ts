import { z } from 'zod';
import { addressViewShape, optionalAddressShape } from './address';
import {
  optionalEmail,
  optionalImageUrl,
  optionalPhone,
  optionalTextOrNull,
  organisationIdField,
  versionField,
} from './fields';
import { listBodySchema, lookupBodySchema, optionOfSchema } from './paging';
import { requiredText } from './validation';

const vendorShape = {
  name: requiredText(),
  /** A short code people use on the phone and in imports (e.g. BFS-01); unique in the organisation. */
  code: optionalTextOrNull(20),
  contactPerson: optionalTextOrNull(),
  email: optionalEmail(),
  phone: optionalPhone(),
  ...optionalAddressShape,
  imageUrl: optionalImageUrl(),
  isActive: z.boolean().default(true),
  ...organisationIdField,
};

export const vendorCreateSchema = z.strictObject({ id: z.uuid().optional(), ...vendorShape });
export const vendorUpdateSchema = z.strictObject({ ...vendorShape, ...versionField });
export type VendorInput = z.infer<typeof vendorCreateSchema>;

export const vendorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ...addressViewShape,
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  /** How many admin users, crews and mobile workforce members belong to the vendor. */
  userCount: z.number().int(),
  crewCount: z.number().int(),
  workforceCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorListQuerySchema = listBodySchema({ isActive: z.boolean().optional() });
export const vendorListSchema = z.object({ vendors: z.array(vendorSchema), pageTotal: z.number().int() });

/** POST VendorAccessGroup/GetAllVendors: the vendor dropdown. */
export const vendorLookupQuerySchema = lookupBodySchema({});
export const vendorLookupSchema = z.object({ vendors: z.array(optionOfSchema), pageTotal: z.number().int() });
