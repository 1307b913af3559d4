import { asc, count, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import type { Warehouse } from '../../../../src/domain/warehouses';
import type { Executor } from '../../../db/client';
import type { ActiveListFilter } from '../../../lib/list-filter';
import { searchAndActive } from '../../../lib/list-filter';
import { city, country, state, warehouse } from '../../../db/schema/index';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const assetCount = sql<number>`(select count(*)::int from asset a where a.organisation_id = warehouse.organisation_id and a.warehouse_id = warehouse.id)`;
const userCount = sql<number>`(select count(*)::int from warehouse_user u where u.organisation_id = warehouse.organisation_id and u.warehouse_id = warehouse.id)`;

const columns = {
  id: warehouse.id,
  name: warehouse.name,
  code: warehouse.code,
  description: warehouse.description,
  isActive: warehouse.isActive,
  addressLine: warehouse.addressLine,
  countryId: warehouse.countryId,
  countryName: country.name,
  stateId: warehouse.stateId,
  stateName: state.name,
  cityId: warehouse.cityId,
  cityName: city.name,
  postalCode: warehouse.postalCode,
  latitude: warehouse.latitude,
  longitude: warehouse.longitude,
  imageUrl: warehouse.imageUrl,
  assetCount,
  userCount,
  version: warehouse.version,
  updatedAt: warehouse.updatedAt,
};

type Row = Omit<Warehouse, 'updatedAt'> & { updatedAt: Date };

export function toWarehouse(row: Row): Warehouse {
  return {
    ...row,
    assetCount: Number(row.assetCount),
    userCount: Number(row.userCount),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function selectWarehouses(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(warehouse)
    .leftJoin(country, eq(country.id, warehouse.countryId))
    .leftJoin(state, eq(state.id, warehouse.stateId))
    .leftJoin(city, eq(city.id, warehouse.cityId))
    .where(where);
}

/** The list's filters: the search over name, code and address, and the active flag. */
export function warehouseFilter(filter: {
  searchString?: string | undefined;
  isActive?: boolean | undefined;
}): SQL | undefined {
  return searchAndActive(filter, [warehouse.name, warehouse.code, warehouse.addressLine], warehouse.isActive);
}

export async function listWarehouses(tx: Executor, filter: ActiveListFilter) {
  const where = warehouseFilter(filter);
  const rows = await selectWarehouses(tx, where)
    .orderBy(asc(warehouse.name), asc(warehouse.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(warehouse).where(where);
  return { warehouses: rows.map(toWarehouse), pageTotal: total?.n ?? 0 };
}

export async function getWarehouse(tx: Executor, id: string): Promise<Warehouse | null> {
  const [row] = await selectWarehouses(tx, eq(warehouse.id, id));
  return row ? toWarehouse(row) : null;
}
