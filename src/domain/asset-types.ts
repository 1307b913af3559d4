import { z } from 'zod';
import {
  optionalEmail,
  optionalPhone,
  optionalTextOrNull,
  optionalWebsite,
  organisationIdField,
  versionField,
} from './fields';
import { requiredText } from './validation';

// What assets are catalogued by: their types (with the asset levels) and their manufacturers and suppliers
// (parties), with the body of the DELETE calls they share.

/** Asset levels (GET AssetLevel/GetAllAssetLevels): how much of a installation an asset type is. */
export const ASSET_LEVELS = [
  { id: 1, name: 'Part' },
  { id: 2, name: 'Equipment' },
  { id: 3, name: 'System' },
] as const;

// Asset types -------------------------------------------------------------------------------------------------

const assetTypeShape = {
  name: requiredText(),
  code: optionalTextOrNull(20),
  description: optionalTextOrNull(),
  assetLevelId: z
    .number()
    .int()
    .refine((v) => ASSET_LEVELS.some((l) => l.id === v), 'must be chosen from the list'),
  isActive: z.boolean().default(true),
  ...organisationIdField,
};
export const assetTypeCreateSchema = z.strictObject({ id: z.uuid().optional(), ...assetTypeShape });
export const assetTypeUpdateSchema = z.strictObject({ id: z.uuid(), ...assetTypeShape, ...versionField });
export type AssetTypeInput = z.infer<typeof assetTypeCreateSchema>;
export const assetTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  description: z.string().nullable(),
  assetLevelId: z.number().int(),
  assetLevelName: z.string(),
  isActive: z.boolean(),
  assetCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type AssetType = z.infer<typeof assetTypeSchema>;
export const assetTypeListSchema = z.object({ assetTypes: z.array(assetTypeSchema) });
export const assetLevelListSchema = z.object({
  assetLevels: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

// Manufacturers and suppliers -----------------------------------------------------------------------------------

const partyShape = {
  name: requiredText(),
  contactPerson: optionalTextOrNull(),
  email: optionalEmail(),
  phone: optionalPhone(),
  website: optionalWebsite(),
  isActive: z.boolean().default(true),
  ...organisationIdField,
};
export const partyCreateSchema = z.strictObject({ id: z.uuid().optional(), ...partyShape });
export const partyUpdateSchema = z.strictObject({ id: z.uuid(), ...partyShape, ...versionField });
export type PartyInput = z.infer<typeof partyCreateSchema>;
export const partySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  contactPerson: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  isActive: z.boolean(),
  assetCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
/** A manufacturer or a supplier: the same record shape. */
export type Party = z.infer<typeof partySchema>;
export const manufacturerListSchema = z.object({ manufacturers: z.array(partySchema) });
export const supplierListSchema = z.object({ suppliers: z.array(partySchema) });
export const deleteByIdBodySchema = z.strictObject({ id: z.uuid(), ...organisationIdField });
