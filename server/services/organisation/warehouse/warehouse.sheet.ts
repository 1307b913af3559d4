import { and, asc, count, inArray, or, sql } from 'drizzle-orm';
import {
  warehouseAddressSchema,
  warehouseCreateSchema,
  warehouseListQuerySchema,
  warehouseUpdateSchema,
} from '../../../../src/domain/warehouses';
import { warehouse } from '../../../db/schema/index';
import { getWarehouse, selectWarehouses, toWarehouse, warehouseFilter } from './queries';
import { createWarehouse, updateWarehouseAddress, updateWarehouseDetails } from './writes';
import {
  RowRejected,
  addressAndPosition,
  addressColumns,
  addressExportColumns,
  defineExport,
  defineImport,
  lowerValues,
  parseRow,
  placeResolver,
  yesNo,
} from '../../file/index';
import type { ColumnSpec } from '../../file/index';

const columns = [
  { key: 'name', header: 'Name', required: true, example: 'Guwahati Central Store' },
  { key: 'code', header: 'Code', required: false, example: 'WH-GHY-01' },
  { key: 'description', header: 'Description', required: false, example: 'Meters and cables' },
  ...addressColumns,
  { key: 'latitude', header: 'Latitude', required: false, example: '26.155' },
  { key: 'longitude', header: 'Longitude', required: false, example: '91.779' },
  { key: 'active', header: 'Active', required: false, example: 'Yes', allowed: ['Yes', 'No'] },
] as const satisfies readonly ColumnSpec[];

const headers: Record<string, string> = Object.fromEntries(columns.map((c) => [c.key, c.header]));
Object.assign(headers, { isActive: 'Active', countryId: 'Country', stateId: 'State', cityId: 'City' });

/**
 * Warehouses: Name, Code, Description, the address by names, the map position and Active. A row whose code
 * (or, without a code, whose name) matches a warehouse updates it, keeping its picture: its details as PUT
 * Warehouse, then its address as PUT WarehouseAddress. Organisation users only, as in the API.
 */
export const warehouseImport = defineImport({
  columns,
  async prepareBatch(tx, auth, rows) {
    const keys = [...lowerValues(rows, 'code'), ...lowerValues(rows, 'name')];
    const existing = keys.length
      ? await tx
          .select({ id: warehouse.id, code: warehouse.code, name: warehouse.name })
          .from(warehouse)
          .where(
            or(inArray(sql`lower(${warehouse.code})`, keys), inArray(sql`lower(${warehouse.name})`, keys)),
          )
      : [];
    const place = placeResolver(tx);
    return async (rowTx, row) => {
      const errors: string[] = [];
      const address = await addressAndPosition(place, row, errors);
      const isActive = yesNo(row.active, 'Active', errors);
      if (errors.length) throw new RowRejected(errors);
      const details = { name: row.name, code: row.code, description: row.description, isActive };
      const match = existing.find((w) =>
        row.code
          ? w.code?.toLowerCase() === row.code.toLowerCase()
          : w.name.toLowerCase() === row.name.toLowerCase(),
      );
      if (!match) {
        const body = parseRow(warehouseCreateSchema, { ...details, ...address }, headers);
        existing.push({ id: await createWarehouse(rowTx, auth, body), code: body.code, name: body.name });
        return;
      }
      const current = await getWarehouse(rowTx, match.id);
      if (!current) throw new RowRejected(['The warehouse was not found.']);
      const detailBody = parseRow(warehouseUpdateSchema, { ...details, version: current.version }, headers);
      const addressBody = parseRow(
        warehouseAddressSchema,
        { ...address, version: current.version + 1 },
        headers,
      );
      await updateWarehouseDetails(rowTx, auth, match.id, detailBody);
      await updateWarehouseAddress(rowTx, auth, match.id, addressBody);
    };
  },
});

/** Warehouses with the list's filters (search, active), in name order. */
export const warehouseExport = defineExport({
  columns: [
    { header: 'Name', width: 26 },
    { header: 'Code', width: 14 },
    { header: 'Description', width: 30 },
    { header: 'Active', width: 8 },
    ...addressExportColumns,
    { header: 'Assets', width: 10 },
    { header: 'Users', width: 10 },
  ],
  filterSchema: warehouseListQuerySchema,
  async count(tx, filters) {
    const [total] = await tx.select({ n: count() }).from(warehouse).where(warehouseFilter(filters));
    return total?.n ?? 0;
  },
  async page(tx, filters, after: { name: string; id: string } | null, limit) {
    const cursor = after
      ? sql`(${warehouse.name}, ${warehouse.id}) > (${after.name}, ${after.id}::uuid)`
      : undefined;
    const rows = (
      await selectWarehouses(tx, and(warehouseFilter(filters), cursor))
        .orderBy(asc(warehouse.name), asc(warehouse.id))
        .limit(limit)
    ).map(toWarehouse);
    const last = rows.at(-1);
    return {
      rows: rows.map((w) => [
        w.name,
        w.code,
        w.description,
        w.isActive ? 'Yes' : 'No',
        w.addressLine,
        w.countryName,
        w.stateName,
        w.cityName,
        w.postalCode,
        w.latitude,
        w.longitude,
        w.assetCount,
        w.userCount,
      ]),
      last: last ? { name: last.name, id: last.id } : null,
    };
  },
});
