import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import type { WarehouseUser, WarehouseUserInput } from '../../../../src/domain/warehouses';
import type { Executor } from '../../../db/client';
import { warehouse, warehouseUser } from '../../../db/schema/index';
import { tenantJoin } from '../../../db/tenant-join';

const userColumns = {
  id: warehouseUser.id,
  warehouseId: warehouseUser.warehouseId,
  warehouseName: warehouse.name,
  name: warehouseUser.name,
  email: warehouseUser.email,
  phone: warehouseUser.phone,
  designation: warehouseUser.designation,
  isActive: warehouseUser.isActive,
  version: warehouseUser.version,
  updatedAt: warehouseUser.updatedAt,
};

type UserRow = Omit<WarehouseUser, 'updatedAt'> & { updatedAt: Date };
const toWarehouseUser = (row: UserRow): WarehouseUser => ({ ...row, updatedAt: row.updatedAt.toISOString() });

function selectWarehouseUsers(tx: Executor, where: SQL | undefined) {
  return tx
    .select(userColumns)
    .from(warehouseUser)
    .innerJoin(warehouse, tenantJoin(warehouse.id, warehouseUser.warehouseId))
    .where(where);
}

export async function listWarehouseUsers(
  tx: Executor,
  filter: {
    page: number;
    pageSize: number;
    searchString?: string | undefined;
    warehouseId?: string | undefined;
    isActive?: boolean | undefined;
  },
) {
  const like = filter.searchString ? `%${filter.searchString}%` : undefined;
  const where = and(
    filter.warehouseId ? eq(warehouseUser.warehouseId, filter.warehouseId) : undefined,
    filter.isActive === undefined ? undefined : eq(warehouseUser.isActive, filter.isActive),
    like
      ? or(
          ilike(warehouseUser.name, like),
          ilike(warehouseUser.email, like),
          ilike(warehouseUser.designation, like),
        )
      : undefined,
  );
  const rows = await selectWarehouseUsers(tx, where)
    .orderBy(asc(warehouseUser.name), asc(warehouseUser.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(warehouseUser).where(where);
  return { warehouseUsers: rows.map(toWarehouseUser), pageTotal: total?.n ?? 0 };
}

export async function getWarehouseUser(tx: Executor, id: string): Promise<WarehouseUser | null> {
  const [row] = await selectWarehouseUsers(tx, eq(warehouseUser.id, id));
  return row ? toWarehouseUser(row) : null;
}

export function warehouseUserValues(body: Omit<WarehouseUserInput, 'id'>) {
  return {
    warehouseId: body.warehouseId,
    name: body.name,
    email: body.email,
    phone: body.phone,
    designation: body.designation,
    isActive: body.isActive,
  };
}
