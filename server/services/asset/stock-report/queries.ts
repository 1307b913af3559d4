import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type {
  AssetsStockReport,
  CrewStockReport,
  VendorStockReport,
} from '../../../../src/domain/asset-stock-reports';
import type { Executor } from '../../../db/client';
import { asset, assetType, crew, vendor } from '../../../db/schema/index';
import { tenantJoin } from '../../../db/tenant-join';

const placeCount = (type: number) =>
  sql<number>`count(*) filter (where ${asset.locationType} = ${type})::int`;
const typeJoin = tenantJoin(assetType.id, asset.assetTypeId);

/** Counts of assets per asset type and per the holder `columns` name, joined by the caller. */
function countsByType<T extends Record<string, PgColumn>>(tx: Executor, columns: T) {
  return tx
    .select({ ...columns, assetTypeId: assetType.id, assetTypeName: assetType.name, count: count() })
    .from(asset)
    .innerJoin(assetType, typeJoin);
}

/** Assets per asset type and storage location type, with totals; row-level security scopes vendor users. */
export async function assetsStockReport(tx: Executor): Promise<AssetsStockReport> {
  const rows = await tx
    .select({
      assetTypeId: assetType.id,
      assetTypeName: assetType.name,
      warehouse: placeCount(1),
      vendor: placeCount(2),
      crew: placeCount(3),
      field: placeCount(4),
      total: sql<number>`count(*)::int`,
    })
    .from(asset)
    .innerJoin(assetType, typeJoin)
    .groupBy(assetType.id, assetType.name)
    .orderBy(asc(assetType.name));
  const totals = { warehouse: 0, vendor: 0, crew: 0, field: 0, total: 0 };
  for (const row of rows) {
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += Number(row[key]);
  }
  return { rows, totals };
}

/** Assets in each vendor's own storage, per asset type (optionally one vendor). */
export async function vendorStockReport(
  tx: Executor,
  vendorId: string | undefined,
): Promise<VendorStockReport> {
  const rows = await countsByType(tx, { vendorId: vendor.id, vendorName: vendor.name })
    .innerJoin(vendor, tenantJoin(vendor.id, asset.vendorId))
    .where(and(eq(asset.locationType, 2), vendorId ? eq(asset.vendorId, vendorId) : undefined))
    .groupBy(vendor.id, vendor.name, assetType.id, assetType.name)
    .orderBy(asc(vendor.name), asc(assetType.name));
  return { rows, total: rows.reduce((sum, r) => sum + r.count, 0) };
}

/** Assets in each crew's storage, per asset type (optionally one crew). */
export async function crewStockReport(tx: Executor, crewId: string | undefined): Promise<CrewStockReport> {
  const rows = await countsByType(tx, { crewId: crew.id, crewName: crew.name, vendorName: vendor.name })
    .innerJoin(crew, tenantJoin(crew.id, asset.crewId))
    .leftJoin(vendor, tenantJoin(vendor.id, crew.vendorId))
    .where(
      and(eq(asset.locationType, 3), isNotNull(asset.crewId), crewId ? eq(asset.crewId, crewId) : undefined),
    )
    .groupBy(crew.id, crew.name, vendor.name, assetType.id, assetType.name)
    .orderBy(asc(crew.name), asc(assetType.name));
  return { rows, total: rows.reduce((sum, r) => sum + r.count, 0) };
}
