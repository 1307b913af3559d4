import { z } from 'zod';
import { addressShape, addressViewShape } from './address';
import {
  optionalEmail,
  optionalPhone,
  optionalReferenceId,
  optionalWebsite,
  organisationIdField,
  versionField,
} from './fields';
import { listBodySchema } from './paging';
import { emailSchema, requiredText } from './validation';

/** Name, industry and contact of an organisation; its address is changed on its own (UpdateAddress). */
const organisationDetailShape = {
  name: requiredText(),
  industryId: optionalReferenceId(),
  email: optionalEmail(),
  phone: optionalPhone(),
  website: optionalWebsite(),
};

/** POST Organisation (platform administrators): the organisation and its first administrator. */
export const organisationCreateSchema = z.strictObject({
  id: z.uuid().optional(),
  ...organisationDetailShape,
  address: z.strictObject(addressShape).optional(),
  administrator: z.strictObject({ name: requiredText(), email: emailSchema }),
  ...organisationIdField,
});
export type OrganisationCreate = z.infer<typeof organisationCreateSchema>;

export const organisationUpdateSchema = z.strictObject({
  ...organisationDetailShape,
  ...versionField,
  ...organisationIdField,
});
export const organisationAddressUpdateSchema = z.strictObject({
  ...addressShape,
  ...versionField,
  ...organisationIdField,
});
export type OrganisationAddressUpdate = z.infer<typeof organisationAddressUpdateSchema>;

export const organisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  industryId: z.number().int().nullable(),
  industryName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  ...addressViewShape,
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** The create response carries the administrator's generated password: shown this once, never stored. */
export const organisationCreatedSchema = organisationSchema.extend({
  administrator: z.object({ id: z.uuid(), name: z.string(), email: z.string(), password: z.string() }),
});

export const organisationListQuerySchema = listBodySchema({});
export const organisationListSchema = z.object({
  organisations: z.array(organisationSchema),
  pageTotal: z.number().int(),
});
