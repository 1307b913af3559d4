import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  activeColumn,
  addressColumns,
  positionColumns,
  reportable,
  tenantColumns,
  tenantPolicy,
  vendorTenantPolicy,
} from './columns';
import { organisationRecord, tenantKey, tenantReference, uniqueCode, uniqueName } from './keys';
import { vendor } from './account';
import { crew } from './people';
import { workLocation } from './work-location';

/** A store the organisation keeps assets in, with its address and its position on the map. */
export const warehouse = pgTable(
  'warehouse',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    ...addressColumns(),
    ...positionColumns(),
    imageUrl: text('image_url'),
    ...activeColumn(),
  },
  (t) => [
    ...organisationRecord(t),
    uniqueName('warehouse', t),
    uniqueCode('warehouse', t),
    reportable(tenantPolicy()),
  ],
).enableRLS();

/** A person who operates a warehouse: issues assets out of it and receives them back. */
export const warehouseUser = pgTable(
  'warehouse_user',
  {
    ...tenantColumns(),
    warehouseId: uuid('warehouse_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    designation: text('designation'),
    ...activeColumn(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.warehouseId, warehouse),
    uniqueIndex('warehouse_user_email_uq').on(t.organisationId, t.warehouseId, sql`lower(${t.email})`),
    index('warehouse_user_warehouse_idx').on(t.organisationId, t.warehouseId, t.name),
    tenantPolicy(),
  ],
).enableRLS();

/** A kind of asset (smart meter, distribution transformer), at one of the asset levels. */
export const assetType = pgTable(
  'asset_type',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    code: text('code'),
    description: text('description'),
    assetLevelId: integer('asset_level_id').notNull(),
    ...activeColumn(),
  },
  (t) => [
    ...organisationRecord(t),
    uniqueName('asset_type', t),
    uniqueCode('asset_type', t),
    check('asset_type_level_ck', sql`${t.assetLevelId} between 1 and 3`),
    tenantPolicy(),
  ],
).enableRLS();

function partyTable<N extends 'manufacturer' | 'supplier'>(name: N) {
  return pgTable(
    name,
    {
      ...tenantColumns(),
      name: text('name').notNull(),
      contactPerson: text('contact_person'),
      email: text('email'),
      phone: text('phone'),
      website: text('website'),
      ...activeColumn(),
    },
    (t) => [...organisationRecord(t), uniqueName(name, t), tenantPolicy()],
  ).enableRLS();
}

/** Who makes an asset. */
export const manufacturer = partyTable('manufacturer');
/** Who sold it to the organisation. */
export const supplier = partyTable('supplier');

/**
 * One physical asset and where it is now. The check constraint keeps every asset in exactly one place of its
 * storage location type; vendor_id is the vendor answerable for it (its storage, its crew's storage, or the
 * vendor whose crew installed it in the field) and scopes vendor users by row-level security.
 */
export const asset = pgTable(
  'asset',
  {
    ...tenantColumns(),
    assetTypeId: uuid('asset_type_id').notNull(),
    code: text('code').notNull(),
    serialNumber: text('serial_number'),
    barcode: text('barcode'),
    model: text('model'),
    manufacturerId: uuid('manufacturer_id'),
    supplierId: uuid('supplier_id'),
    purchaseDate: date('purchase_date'),
    warrantyEndDate: date('warranty_end_date'),
    notes: text('notes'),
    imageUrls: text('image_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locationType: integer('location_type').notNull(),
    warehouseId: uuid('warehouse_id'),
    vendorId: uuid('vendor_id'),
    crewId: uuid('crew_id'),
    workLocationId: uuid('work_location_id'),
    fieldLatitude: numeric('field_latitude', { precision: 9, scale: 6, mode: 'number' }),
    fieldLongitude: numeric('field_longitude', { precision: 9, scale: 6, mode: 'number' }),
    movementStatus: integer('movement_status').notNull(),
    removalReason: integer('removal_reason'),
    removalNote: text('removal_note'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.assetTypeId, assetType),
    tenantReference(t, t.manufacturerId, manufacturer),
    tenantReference(t, t.supplierId, supplier),
    tenantReference(t, t.warehouseId, warehouse),
    tenantReference(t, t.vendorId, vendor),
    tenantReference(t, t.crewId, crew),
    tenantReference(t, t.workLocationId, workLocation),
    uniqueIndex('asset_code_uq').on(t.organisationId, sql`lower(${t.code})`),
    uniqueIndex('asset_serial_uq')
      .on(t.organisationId, sql`lower(${t.serialNumber})`)
      .where(sql`${t.serialNumber} is not null`),
    uniqueIndex('asset_barcode_uq')
      .on(t.organisationId, t.barcode)
      .where(sql`${t.barcode} is not null`),
    index('asset_type_idx').on(t.organisationId, t.assetTypeId),
    index('asset_place_idx').on(t.organisationId, t.locationType, t.warehouseId, t.vendorId, t.crewId),
    check(
      'asset_one_place_ck',
      sql`case ${t.locationType}
        when 1 then ${t.warehouseId} is not null and ${t.crewId} is null and ${t.vendorId} is null and ${t.workLocationId} is null and ${t.fieldLatitude} is null
        when 2 then ${t.vendorId} is not null and ${t.warehouseId} is null and ${t.crewId} is null and ${t.workLocationId} is null and ${t.fieldLatitude} is null
        when 3 then ${t.crewId} is not null and ${t.warehouseId} is null and ${t.workLocationId} is null and ${t.fieldLatitude} is null
        when 4 then ${t.warehouseId} is null and ${t.crewId} is null and (${t.workLocationId} is not null or (${t.fieldLatitude} is not null and ${t.fieldLongitude} is not null))
        else false end`,
    ),
    check('asset_status_ck', sql`${t.movementStatus} between 1 and 6`),
    check('asset_removal_reason_ck', sql`${t.removalReason} is null or ${t.removalReason} between 1 and 4`),
    reportable(vendorTenantPolicy()),
  ],
).enableRLS();

/**
 * One movement of an asset, written in the same transaction as the asset's new place: from where to where,
 * with which status, who did it and when. Replaying an asset's rows in order gives its current place.
 * Visible to a caller only through the asset (queries join it), so vendor users see only their assets' rows.
 */
export const assetMovement = pgTable(
  'asset_movement',
  {
    organisationId: uuid('organisation_id').notNull(),
    id: uuid('id').notNull(),
    assetId: uuid('asset_id').notNull(),
    seq: integer('seq').notNull(),
    movementStatus: integer('movement_status').notNull(),
    fromLocationType: integer('from_location_type'),
    fromWarehouseId: uuid('from_warehouse_id'),
    fromVendorId: uuid('from_vendor_id'),
    fromCrewId: uuid('from_crew_id'),
    fromWorkLocationId: uuid('from_work_location_id'),
    fromLatitude: numeric('from_latitude', { precision: 9, scale: 6, mode: 'number' }),
    fromLongitude: numeric('from_longitude', { precision: 9, scale: 6, mode: 'number' }),
    toLocationType: integer('to_location_type').notNull(),
    toWarehouseId: uuid('to_warehouse_id'),
    toVendorId: uuid('to_vendor_id'),
    toCrewId: uuid('to_crew_id'),
    toWorkLocationId: uuid('to_work_location_id'),
    toLatitude: numeric('to_latitude', { precision: 9, scale: 6, mode: 'number' }),
    toLongitude: numeric('to_longitude', { precision: 9, scale: 6, mode: 'number' }),
    removalReason: integer('removal_reason'),
    note: text('note'),
    warehouseUserId: uuid('warehouse_user_id'),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
    movedBy: uuid('moved_by'),
  },
  (t) => [
    tenantKey(t),
    tenantReference(t, t.assetId, asset).onDelete('cascade'),
    tenantReference(t, t.warehouseUserId, warehouseUser),
    uniqueIndex('asset_movement_seq_uq').on(t.organisationId, t.assetId, t.seq),
    index('asset_movement_time_idx').on(t.organisationId, t.movedAt),
    reportable(tenantPolicy()),
  ],
).enableRLS();
