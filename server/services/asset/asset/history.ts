import { alias } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AssetMovement } from '../../../../src/domain/assets';
import { MOVEMENT_STATUSES, REMOVAL_REASONS } from '../../../../src/domain/asset-movements';
import { ASSET_HISTORY_RECENT } from '../../../../src/domain/assets';
import type { Executor } from '../../../db/client';
import {
  asset,
  assetMovement,
  crew,
  userAccount,
  vendor,
  warehouse,
  warehouseUser,
  workLocation,
} from '../../../db/schema/index';
import { toPlace, type PlaceRow } from './queries';
import { tenantJoin } from '../../../db/tenant-join';

/** An asset's movements with the names of the places on both sides, read through the asset (and so its scope). */
// History -------------------------------------------------------------------------------------------------------

const fromWarehouse = alias(warehouse, 'from_warehouse');
const toWarehouse = alias(warehouse, 'to_warehouse');
const fromVendor = alias(vendor, 'from_vendor');
const toVendor = alias(vendor, 'to_vendor');
const fromCrew = alias(crew, 'from_crew');
const toCrew = alias(crew, 'to_crew');
const fromLocation = alias(workLocation, 'from_location');
const toLocation = alias(workLocation, 'to_location');

const locationName = (t: { id: PgColumn; locationIdentifier: PgColumn; name: PgColumn }) =>
  sql<
    string | null
  >`case when ${t.id} is null then null else ${t.locationIdentifier} || ' ' || ${t.name} end`;

const historyColumns = {
  id: assetMovement.id,
  assetId: assetMovement.assetId,
  assetCode: asset.code,
  seq: assetMovement.seq,
  movementStatus: assetMovement.movementStatus,
  removalReason: assetMovement.removalReason,
  note: assetMovement.note,
  warehouseUserName: warehouseUser.name,
  movedAt: assetMovement.movedAt,
  movedByName: userAccount.name,
  fromLocationType: assetMovement.fromLocationType,
  fromWarehouseId: assetMovement.fromWarehouseId,
  fromWarehouseName: fromWarehouse.name,
  fromVendorId: assetMovement.fromVendorId,
  fromVendorName: fromVendor.name,
  fromCrewId: assetMovement.fromCrewId,
  fromCrewName: fromCrew.name,
  fromWorkLocationId: assetMovement.fromWorkLocationId,
  fromWorkLocationName: locationName(fromLocation),
  fromLatitude: assetMovement.fromLatitude,
  fromLongitude: assetMovement.fromLongitude,
  toLocationType: assetMovement.toLocationType,
  toWarehouseId: assetMovement.toWarehouseId,
  toWarehouseName: toWarehouse.name,
  toVendorId: assetMovement.toVendorId,
  toVendorName: toVendor.name,
  toCrewId: assetMovement.toCrewId,
  toCrewName: toCrew.name,
  toWorkLocationId: assetMovement.toWorkLocationId,
  toWorkLocationName: locationName(toLocation),
  toLatitude: assetMovement.toLatitude,
  toLongitude: assetMovement.toLongitude,
};

type HistoryRow = Awaited<ReturnType<typeof selectHistory>>[number];

function side(row: HistoryRow, prefix: 'from' | 'to'): PlaceRow | null {
  const r = row as unknown as Record<string, unknown>;
  const type = r[`${prefix}LocationType`] as number | null;
  if (type === null) return null;
  const pick = (name: string) => (r[`${prefix}${name}`] ?? null) as never;
  return {
    locationType: type,
    warehouseId: pick('WarehouseId'),
    warehouseName: pick('WarehouseName'),
    vendorId: pick('VendorId'),
    vendorName: pick('VendorName'),
    crewId: pick('CrewId'),
    crewName: pick('CrewName'),
    workLocationId: pick('WorkLocationId'),
    workLocationName: pick('WorkLocationName'),
    latitude: pick('Latitude'),
    longitude: pick('Longitude'),
  };
}

function toMovement(row: HistoryRow): AssetMovement {
  const from = side(row, 'from');
  return {
    id: row.id,
    assetId: row.assetId,
    assetCode: row.assetCode,
    seq: row.seq,
    movementStatus: row.movementStatus,
    movementStatusName: MOVEMENT_STATUSES[row.movementStatus as keyof typeof MOVEMENT_STATUSES],
    from: from ? toPlace(from) : null,
    to: toPlace(side(row, 'to')!),
    removalReason: row.removalReason,
    removalReasonName: row.removalReason
      ? REMOVAL_REASONS[row.removalReason as keyof typeof REMOVAL_REASONS]
      : null,
    note: row.note,
    warehouseUserName: row.warehouseUserName,
    movedAt: row.movedAt.toISOString(),
    movedByName: row.movedByName,
  };
}

function selectHistory(tx: Executor) {
  return tx
    .select(historyColumns)
    .from(assetMovement)
    .innerJoin(asset, tenantJoin(asset.id, assetMovement.assetId))
    .leftJoin(warehouseUser, tenantJoin(warehouseUser.id, assetMovement.warehouseUserId))
    .leftJoin(userAccount, eq(userAccount.id, assetMovement.movedBy))
    .leftJoin(fromWarehouse, tenantJoin(fromWarehouse.id, assetMovement.fromWarehouseId))
    .leftJoin(toWarehouse, tenantJoin(toWarehouse.id, assetMovement.toWarehouseId))
    .leftJoin(fromVendor, tenantJoin(fromVendor.id, assetMovement.fromVendorId))
    .leftJoin(toVendor, tenantJoin(toVendor.id, assetMovement.toVendorId))
    .leftJoin(fromCrew, tenantJoin(fromCrew.id, assetMovement.fromCrewId))
    .leftJoin(toCrew, tenantJoin(toCrew.id, assetMovement.toCrewId))
    .leftJoin(fromLocation, tenantJoin(fromLocation.id, assetMovement.fromWorkLocationId))
    .leftJoin(toLocation, tenantJoin(toLocation.id, assetMovement.toWorkLocationId))
    .$dynamic();
}

/** One asset's movements, oldest first; or the organisation's latest movements, newest first. */
export async function assetHistory(tx: Executor, assetId: string | undefined): Promise<AssetMovement[]> {
  const query = selectHistory(tx);
  const rows = assetId
    ? await query.where(eq(assetMovement.assetId, assetId)).orderBy(asc(assetMovement.seq))
    : await query.orderBy(desc(assetMovement.movedAt), desc(assetMovement.seq)).limit(ASSET_HISTORY_RECENT);
  return rows.map(toMovement);
}
