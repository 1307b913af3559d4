import { z } from 'zod';
import { REMOVAL_REASON_OTHER } from './asset-movements';
import { optionalImageUrl, optionalTextOrNull, organisationIdField, versionField } from './fields';
import { listBodySchema, lookupBodySchema } from './paging';
import { positionShape } from './position';
import { requiredText } from './validation';

// Assets: their details and pictures, where each one is, the list and search, a movement and the history of
// movements. The movement rules are in `asset-movements.ts`, asset types and parties in `asset-types.ts`, the
// stock reports in `asset-stock-reports.ts`.

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

/** POST Asset/UpdateAssetLocation: one movement, checked against MOVEMENTS (`asset-movements.ts`). */
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
