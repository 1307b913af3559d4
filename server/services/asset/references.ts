import { asc, countDistinct, eq, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { asset, assetMovement } from '../../db/schema/index';
import type { Reference } from '../../lib/references';
import { findReferences } from '../../lib/references';

type Place = 'warehouse' | 'vendor' | 'crew' | 'workLocation' | 'warehouseUser';

const currentColumn: Partial<Record<Place, PgColumn>> = {
  warehouse: asset.warehouseId,
  vendor: asset.vendorId,
  crew: asset.crewId,
  workLocation: asset.workLocationId,
};
const movementColumns: Record<Place, [PgColumn, PgColumn]> = {
  warehouse: [assetMovement.fromWarehouseId, assetMovement.toWarehouseId],
  vendor: [assetMovement.fromVendorId, assetMovement.toVendorId],
  crew: [assetMovement.fromCrewId, assetMovement.toCrewId],
  workLocation: [assetMovement.fromWorkLocationId, assetMovement.toWorkLocationId],
  warehouseUser: [assetMovement.warehouseUserId, assetMovement.warehouseUserId],
};

/**
 * What keeps a storage place (warehouse, vendor, crew, work location) or a warehouse user from being deleted: assets there now,
 * and assets whose history passes through it (deleting it would leave that history pointing nowhere; such
 * a place is made inactive instead).
 */
export async function assetPlaceReferences(tx: Executor, place: Place, id: string): Promise<Reference[]> {
  const column = currentColumn[place];
  const here = column
    ? [
        await findReferences(tx, { table: asset, name: asset.code, where: eq(column, id) }, [
          'asset',
          'assets',
        ]),
      ]
    : [];
  const [from, to] = movementColumns[place];
  const passed = or(eq(from, id), eq(to, id));
  const [total] = await tx
    .select({ n: countDistinct(assetMovement.assetId) })
    .from(assetMovement)
    .innerJoin(asset, eq(asset.id, assetMovement.assetId))
    .where(passed);
  const n = total?.n ?? 0;
  if (n === 0) return here;
  const rows = await tx
    .selectDistinct({ code: asset.code })
    .from(assetMovement)
    .innerJoin(asset, eq(asset.id, assetMovement.assetId))
    .where(passed)
    .orderBy(asc(asset.code))
    .limit(3);
  return [...here, { noun: ['asset history', 'asset histories'], total: n, names: rows.map((r) => r.code) }];
}

/** What refuses deleting a catalogue entry (asset type, manufacturer, supplier): the assets that name it in `column`. */
export function assetsNaming(column: PgColumn) {
  return async (tx: Executor, id: string) => [
    await findReferences(tx, { table: asset, name: asset.code, where: eq(column, id) }, ['asset', 'assets']),
  ];
}
