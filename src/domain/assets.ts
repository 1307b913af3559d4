import { z } from 'zod';
import {
  optionalEmail,
  optionalImageUrl,
  optionalPhone,
  optionalTextOrNull,
  optionalWebsite,
  organisationIdField,
  versionField,
} from './fields';
import { listBodySchema, lookupBodySchema } from './paging';
import { positionShape } from './position';
import { requiredText } from './validation';

/** Asset levels (GET AssetLevel/GetAllAssetLevels): how much of a installation an asset type is. */
export const ASSET_LEVELS = [
  { id: 1, name: 'Part' },
  { id: 2, name: 'Equipment' },
  { id: 3, name: 'System' },
] as const;

/** Storage location types (SPEC section 4). */
export const STORAGE_LOCATION_TYPES = {
  1: 'Warehouse Storage',
  2: 'Vendor Storage',
  3: 'Crew Storage',
  4: 'Field',
} as const;
export type StorageLocationType = keyof typeof STORAGE_LOCATION_TYPES;

/** Movement statuses (SPEC section 4): the last movement of an asset is its status. */
export const MOVEMENT_STATUSES = {
  1: 'New',
  2: 'Removed from Warehouse Storage',
  3: 'Returned',
  4: 'Issued',
  5: 'Removed From Field',
  6: 'Installed',
} as const;
export type MovementStatus = keyof typeof MOVEMENT_STATUSES;

/** Removal reasons (SPEC section 4), asked when an asset is removed from the field; "Other" needs a note. */
export const REMOVAL_REASONS = {
  1: 'Removed Asset',
  2: 'Faulty Asset',
  3: 'Wrong Assignment',
  4: 'Other',
} as const;
export const REMOVAL_REASON_OTHER = 4;

/**
 * The movements an asset may make: each status names where the asset may come from and where it goes.
 * 1 New is only written when an asset is created (into a warehouse). Anything else is refused.
 */
export const MOVEMENTS: Record<
  Exclude<MovementStatus, 1>,
  { from: StorageLocationType[]; to: StorageLocationType[]; action: string }
> = {
  2: { from: [1], to: [1], action: 'Transfer to another warehouse' },
  3: { from: [2, 3], to: [1], action: 'Return to a warehouse' },
  4: { from: [1, 2], to: [2, 3], action: 'Issue to a vendor or crew' },
  5: { from: [4], to: [2, 3], action: 'Remove from the field' },
  6: { from: [2, 3], to: [4], action: 'Install in the field' },
};

/** Statuses that may follow an asset stored at `from` (for the screens' move menu). */
export function movementsFrom(from: StorageLocationType): Array<Exclude<MovementStatus, 1>> {
  return (Object.keys(MOVEMENTS).map(Number) as Array<Exclude<MovementStatus, 1>>).filter((s) =>
    MOVEMENTS[s].from.includes(from),
  );
}

/** Why a movement is not allowed, or null when it is. */
export function movementRefusal(
  from: StorageLocationType,
  status: MovementStatus,
  to: StorageLocationType,
): string | null {
  const name = MOVEMENT_STATUSES[status];
  if (status === 1) return 'An asset is "New" only when it is created.';
  const rule = MOVEMENTS[status];
  if (!rule.from.includes(from)) {
    return `An asset in ${STORAGE_LOCATION_TYPES[from]} cannot be marked "${name}"; it can be ${movementsFrom(
      from,
    )
      .map((s) => `"${MOVEMENT_STATUSES[s]}"`)
      .join(' or ')}.`;
  }
  if (!rule.to.includes(to)) {
    return `"${name}" moves an asset to ${rule.to.map((t) => STORAGE_LOCATION_TYPES[t]).join(' or ')}, not to ${STORAGE_LOCATION_TYPES[to]}.`;
  }
  return null;
}

const optionalId = () =>
  z
    .uuid()
    .nullish()
    .transform((v) => v ?? null);
const optionalDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
    .nullish()
    .transform((v) => v ?? null);

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

// Assets --------------------------------------------------------------------------------------------------------

export const ASSET_IMAGES_MAX = 10;
const imageUrlsField = {
  imageUrls: z
    .array(optionalImageUrl().refine((v) => v !== null, 'is required'))
    .max(ASSET_IMAGES_MAX, `at most ${ASSET_IMAGES_MAX} images`)
    .default([])
    .transform((v) => v.filter((u): u is string => u !== null)),
};

const assetDetailShape = {
  assetTypeId: z.uuid(),
  /** The asset tag painted or stuck on it; unique in the organisation. */
  code: requiredText(40),
  serialNumber: optionalTextOrNull(60),
  barcode: optionalTextOrNull(60),
  model: optionalTextOrNull(),
  manufacturerId: optionalId(),
  supplierId: optionalId(),
  purchaseDate: optionalDate(),
  warrantyEndDate: optionalDate(),
  notes: optionalTextOrNull(500),
  ...organisationIdField,
};

function warrantyAfterPurchase(
  value: { purchaseDate: string | null; warrantyEndDate: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.purchaseDate && value.warrantyEndDate && value.warrantyEndDate < value.purchaseDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['warrantyEndDate'],
      message: 'must be on or after the purchase date',
    });
  }
}

/** POST Asset: a new asset starts as "New" in a warehouse. */
export const assetCreateSchema = z
  .strictObject({ id: z.uuid().optional(), ...assetDetailShape, ...imageUrlsField, warehouseId: z.uuid() })
  .superRefine(warrantyAfterPurchase);
export type AssetInput = z.infer<typeof assetCreateSchema>;
/** PUT Asset: the asset's details (its place changes only through UpdateAssetLocation). */
export const assetUpdateSchema = z
  .strictObject({ id: z.uuid(), ...assetDetailShape, ...versionField })
  .superRefine(warrantyAfterPurchase);
export const assetImagesSchema = z.strictObject({
  id: z.uuid(),
  ...imageUrlsField,
  ...versionField,
  ...organisationIdField,
});

/** Where an asset is: a storage location type and the place of that type. */
export const assetPlaceSchema = z.object({
  locationType: z.number().int(),
  locationTypeName: z.string(),
  warehouseId: z.uuid().nullable(),
  warehouseName: z.string().nullable(),
  vendorId: z.uuid().nullable(),
  vendorName: z.string().nullable(),
  crewId: z.uuid().nullable(),
  crewName: z.string().nullable(),
  workLocationId: z.uuid().nullable(),
  workLocationName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** One line for lists: "Crew Storage: Night crew (Brahmaputra Field Services)". */
  label: z.string(),
});
export type AssetPlace = z.infer<typeof assetPlaceSchema>;

export const assetSchema = z.object({
  id: z.uuid(),
  assetTypeId: z.uuid(),
  assetTypeName: z.string(),
  code: z.string(),
  serialNumber: z.string().nullable(),
  barcode: z.string().nullable(),
  model: z.string().nullable(),
  manufacturerId: z.uuid().nullable(),
  manufacturerName: z.string().nullable(),
  supplierId: z.uuid().nullable(),
  supplierName: z.string().nullable(),
  purchaseDate: z.string().nullable(),
  warrantyEndDate: z.string().nullable(),
  notes: z.string().nullable(),
  imageUrls: z.array(z.string()),
  place: assetPlaceSchema,
  movementStatus: z.number().int(),
  movementStatusName: z.string(),
  removalReason: z.number().int().nullable(),
  removalNote: z.string().nullable(),
  movedAt: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;

const statusFilter = z.number().int().min(1).max(6).optional();
const locationTypeFilter = z.number().int().min(1).max(4).optional();

/** POST Asset/GetAllAssets: paged, filtered by type, status and storage place, searched on code/serial/barcode. */
export const assetListQuerySchema = listBodySchema({
  assetTypeId: z.uuid().optional(),
  movementStatus: statusFilter,
  locationType: locationTypeFilter,
  warehouseId: z.uuid().optional(),
  vendorId: z.uuid().optional(),
  crewId: z.uuid().optional(),
});
export type AssetListQuery = z.input<typeof assetListQuerySchema>;
export const assetListSchema = z.object({ assets: z.array(assetSchema), pageTotal: z.number().int() });

/** POST Asset/SearchAsset: a typeahead; an exact barcode or serial number comes first (scanning). */
export const assetSearchQuerySchema = lookupBodySchema({});
export const assetSearchSchema = z.object({
  assets: z.array(
    z.object({
      id: z.uuid(),
      code: z.string(),
      serialNumber: z.string().nullable(),
      barcode: z.string().nullable(),
      assetTypeName: z.string(),
    }),
  ),
});

/** POST Asset/UpdateAssetLocation: one movement, checked against MOVEMENTS. */
export const assetLocationUpdateSchema = z
  .strictObject({
    assetId: z.uuid(),
    version: versionField.version,
    movementStatus: z.number().int().min(2, 'must be a movement (2-6)').max(6, 'must be a movement (2-6)'),
    locationType: z.number().int().min(1, 'must be 1-4').max(4, 'must be 1-4'),
    warehouseId: optionalId(),
    vendorId: optionalId(),
    crewId: optionalId(),
    workLocationId: optionalId(),
    ...positionShape,
    removalReason: z
      .number()
      .int()
      .min(1)
      .max(4)
      .nullish()
      .transform((v) => v ?? null),
    note: optionalTextOrNull(500),
    /** The warehouse operator who handed the asset out or took it in. */
    warehouseUserId: optionalId(),
    ...organisationIdField,
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message = 'is required') =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.locationType === 1 && !v.warehouseId) need('warehouseId');
    if (v.locationType === 2 && !v.vendorId) need('vendorId');
    if (v.locationType === 3 && !v.crewId) need('crewId');
    if (v.locationType === 4 && !v.workLocationId && (v.latitude === null || v.longitude === null)) {
      need('workLocationId', 'is required (or a field position: latitude and longitude)');
    }
    if (v.movementStatus === 5 && v.removalReason === null) need('removalReason');
    if (v.movementStatus !== 5 && v.removalReason !== null)
      need('removalReason', 'is only given when an asset is removed from the field');
    if (v.removalReason === REMOVAL_REASON_OTHER && !v.note)
      need('note', 'is required when the reason is "Other"');
  });
export type AssetLocationUpdate = z.input<typeof assetLocationUpdateSchema>;

export const assetMovementSchema = z.object({
  id: z.uuid(),
  assetId: z.uuid(),
  assetCode: z.string(),
  seq: z.number().int(),
  movementStatus: z.number().int(),
  movementStatusName: z.string(),
  from: assetPlaceSchema.nullable(),
  to: assetPlaceSchema,
  removalReason: z.number().int().nullable(),
  removalReasonName: z.string().nullable(),
  note: z.string().nullable(),
  warehouseUserName: z.string().nullable(),
  movedAt: z.string(),
  movedByName: z.string().nullable(),
});
export type AssetMovement = z.infer<typeof assetMovementSchema>;
export const assetHistoryQuerySchema = z.strictObject({
  assetId: z.uuid().optional(),
  organisationId: z.uuid().optional(),
});
export const assetHistorySchema = z.object({ history: z.array(assetMovementSchema) });
/** Without an asset, the history call returns the latest movements across the organisation. */
export const ASSET_HISTORY_RECENT = 200;

// Stock reports -------------------------------------------------------------------------------------------------

export const stockCountsShape = {
  warehouse: z.number().int(),
  vendor: z.number().int(),
  crew: z.number().int(),
  field: z.number().int(),
  total: z.number().int(),
};
export const assetsStockReportSchema = z.object({
  rows: z.array(z.object({ assetTypeId: z.uuid(), assetTypeName: z.string(), ...stockCountsShape })),
  totals: z.object(stockCountsShape),
});
export type AssetsStockReport = z.infer<typeof assetsStockReportSchema>;
export const vendorStockReportSchema = z.object({
  rows: z.array(
    z.object({
      vendorId: z.uuid(),
      vendorName: z.string(),
      assetTypeId: z.uuid(),
      assetTypeName: z.string(),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type VendorStockReport = z.infer<typeof vendorStockReportSchema>;
export const crewStockReportSchema = z.object({
  rows: z.array(
    z.object({
      crewId: z.uuid(),
      crewName: z.string(),
      vendorName: z.string().nullable(),
      assetTypeId: z.uuid(),
      assetTypeName: z.string(),
      count: z.number().int(),
    }),
  ),
  total: z.number().int(),
});
export type CrewStockReport = z.infer<typeof crewStockReportSchema>;
export const stockReportQuerySchema = z.strictObject({ organisationId: z.uuid().optional() });
export const vendorStockReportQuerySchema = z.strictObject({
  organisationId: z.uuid().optional(),
  vendorId: z.uuid().optional(),
});
export const crewStockReportQuerySchema = z.strictObject({
  organisationId: z.uuid().optional(),
  crewId: z.uuid().optional(),
});
