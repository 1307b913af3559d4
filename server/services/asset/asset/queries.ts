import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Asset, AssetInput, AssetListQuery, AssetPlace } from '../../../../src/domain/assets';
import { MOVEMENT_STATUSES, STORAGE_LOCATION_TYPES } from '../../../../src/domain/asset-movements';
import { offsetOf } from '../../../../src/domain/paging';
import type { Executor } from '../../../db/client';
import {
  asset,
  assetType,
  crew,
  manufacturer,
  supplier,
  vendor,
  warehouse,
  workLocation,
} from '../../../db/schema/index';
import { tenantJoin } from '../../../db/tenant-join';

export interface PlaceRow {
  locationType: number;
  warehouseId: string | null;
  warehouseName: string | null;
  vendorId: string | null;
  vendorName: string | null;
  crewId: string | null;
  crewName: string | null;
  workLocationId: string | null;
  workLocationName: string | null;
  latitude: number | null;
  longitude: number | null;
}

function placeLabel(p: PlaceRow): string {
  const type = STORAGE_LOCATION_TYPES[p.locationType as keyof typeof STORAGE_LOCATION_TYPES] ?? 'Unknown';
  switch (p.locationType) {
    case 1:
      return `${type}: ${p.warehouseName ?? 'a deleted warehouse'}`;
    case 2:
      return `${type}: ${p.vendorName ?? 'a deleted vendor'}`;
    case 3:
      return `${type}: ${p.crewName ?? 'a deleted crew'}${p.vendorName ? ` (${p.vendorName})` : ''}`;
    default:
      if (p.workLocationName) return `${type}: ${p.workLocationName}`;
      if (p.latitude !== null && p.longitude !== null)
        return `${type}: ${p.latitude.toFixed(6)}, ${p.longitude.toFixed(6)}`;
      return `${type}: a work location you cannot see`;
  }
}

export function toPlace(p: PlaceRow): AssetPlace {
  const type = STORAGE_LOCATION_TYPES[p.locationType as keyof typeof STORAGE_LOCATION_TYPES] ?? 'Unknown';
  return {
    ...p,
    latitude: p.latitude === null ? null : Number(p.latitude),
    longitude: p.longitude === null ? null : Number(p.longitude),
    locationTypeName: type,
    label: placeLabel(p),
  };
}

const workLocationLabel = sql<
  string | null
>`case when ${workLocation.id} is null then null else ${workLocation.locationIdentifier} || ' ' || ${workLocation.name} end`;

const columns = {
  id: asset.id,
  assetTypeId: asset.assetTypeId,
  assetTypeName: assetType.name,
  code: asset.code,
  serialNumber: asset.serialNumber,
  barcode: asset.barcode,
  model: asset.model,
  manufacturerId: asset.manufacturerId,
  manufacturerName: manufacturer.name,
  supplierId: asset.supplierId,
  supplierName: supplier.name,
  purchaseDate: asset.purchaseDate,
  warrantyEndDate: asset.warrantyEndDate,
  notes: asset.notes,
  imageUrls: asset.imageUrls,
  place: {
    locationType: asset.locationType,
    warehouseId: asset.warehouseId,
    warehouseName: warehouse.name,
    vendorId: asset.vendorId,
    vendorName: vendor.name,
    crewId: asset.crewId,
    crewName: crew.name,
    workLocationId: asset.workLocationId,
    workLocationName: workLocationLabel,
    latitude: asset.fieldLatitude,
    longitude: asset.fieldLongitude,
  },
  movementStatus: asset.movementStatus,
  removalReason: asset.removalReason,
  removalNote: asset.removalNote,
  movedAt: asset.movedAt,
  version: asset.version,
  updatedAt: asset.updatedAt,
};

type Row = Awaited<ReturnType<typeof selectAssets>>[number];

function toAsset(row: Row): Asset {
  return {
    ...row,
    place: toPlace(row.place),
    movementStatusName: MOVEMENT_STATUSES[row.movementStatus as keyof typeof MOVEMENT_STATUSES],
    movedAt: row.movedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectAssets(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(asset)
    .innerJoin(assetType, tenantJoin(assetType.id, asset.assetTypeId))
    .leftJoin(manufacturer, tenantJoin(manufacturer.id, asset.manufacturerId))
    .leftJoin(supplier, tenantJoin(supplier.id, asset.supplierId))
    .leftJoin(warehouse, tenantJoin(warehouse.id, asset.warehouseId))
    .leftJoin(vendor, tenantJoin(vendor.id, asset.vendorId))
    .leftJoin(crew, tenantJoin(crew.id, asset.crewId))
    .leftJoin(workLocation, tenantJoin(workLocation.id, asset.workLocationId))
    .where(where);
}

function assetFilter(filter: AssetListQuery): SQL | undefined {
  const like = filter.searchString ? `%${filter.searchString}%` : undefined;
  return and(
    like
      ? or(ilike(asset.code, like), ilike(asset.serialNumber, like), ilike(asset.barcode, like))
      : undefined,
    filter.assetTypeId ? eq(asset.assetTypeId, filter.assetTypeId) : undefined,
    filter.movementStatus ? eq(asset.movementStatus, filter.movementStatus) : undefined,
    filter.locationType ? eq(asset.locationType, filter.locationType) : undefined,
    filter.warehouseId ? eq(asset.warehouseId, filter.warehouseId) : undefined,
    filter.vendorId ? eq(asset.vendorId, filter.vendorId) : undefined,
    filter.crewId ? eq(asset.crewId, filter.crewId) : undefined,
  );
}

export async function listAssets(tx: Executor, filter: AssetListQuery & { page: number; pageSize: number }) {
  const where = assetFilter(filter);
  const rows = await selectAssets(tx, where)
    .orderBy(asc(asset.code), asc(asset.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(asset).where(where);
  return { assets: rows.map(toAsset), pageTotal: total?.n ?? 0 };
}

export async function getAsset(tx: Executor, id: string): Promise<Asset | null> {
  const [row] = await selectAssets(tx, eq(asset.id, id));
  return row ? toAsset(row) : null;
}

/** Typeahead over code, serial number and barcode; an exact barcode or serial number (a scan) comes first. */
export async function searchAssets(tx: Executor, term: string | undefined, page: number, pageSize: number) {
  const like = term ? `%${term}%` : undefined;
  const exact = term
    ? sql`case when ${asset.barcode} = ${term} or lower(${asset.serialNumber}) = lower(${term}) then 0 else 1 end`
    : sql`1`;
  const rows = await tx
    .select({
      id: asset.id,
      code: asset.code,
      serialNumber: asset.serialNumber,
      barcode: asset.barcode,
      assetTypeName: assetType.name,
    })
    .from(asset)
    .innerJoin(assetType, tenantJoin(assetType.id, asset.assetTypeId))
    .where(
      like
        ? or(ilike(asset.code, like), ilike(asset.serialNumber, like), ilike(asset.barcode, like))
        : undefined,
    )
    .orderBy(exact, asc(asset.code))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { assets: rows };
}

export function assetDetailValues(body: Omit<AssetInput, 'id' | 'warehouseId' | 'imageUrls'>) {
  return {
    assetTypeId: body.assetTypeId,
    code: body.code,
    serialNumber: body.serialNumber,
    barcode: body.barcode,
    model: body.model,
    manufacturerId: body.manufacturerId,
    supplierId: body.supplierId,
    purchaseDate: body.purchaseDate,
    warrantyEndDate: body.warrantyEndDate,
    notes: body.notes,
  };
}
