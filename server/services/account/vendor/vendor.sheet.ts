import { vendorCreateSchema, vendorUpdateSchema } from '../../../../src/domain/vendors';
import { vendor } from '../../../db/schema/index';
import { getVendor } from './queries';
import { createVendor, updateVendor } from './writes';
import {
  RowRejected,
  addressColumns,
  defineImport,
  findByCodeOrName,
  lowerValues,
  parseRow,
  placeResolver,
  yesNo,
} from '../../file/index';
import type { ColumnSpec } from '../../file/index';

const columns = [
  { key: 'name', header: 'Name', required: true, example: 'Brahmaputra Field Services' },
  { key: 'code', header: 'Code', required: false, example: 'BFS' },
  { key: 'contactPerson', header: 'Contact person', required: false, example: 'Anjali Das' },
  { key: 'email', header: 'Email', required: false, example: 'office@bfs.example' },
  { key: 'phone', header: 'Phone', required: false, example: '+91 98640 12345' },
  ...addressColumns,
  { key: 'active', header: 'Active', required: false, example: 'Yes', allowed: ['Yes', 'No'] },
] as const satisfies readonly ColumnSpec[];

const headers: Record<string, string> = Object.fromEntries(columns.map((c) => [c.key, c.header]));
Object.assign(headers, { isActive: 'Active', countryId: 'Country', stateId: 'State', cityId: 'City' });

/**
 * Vendors: Name, Code, contact details, the address by names (Country, State, City) and Active. A row whose
 * code (or, without a code, whose name) matches a vendor updates it, keeping its picture. Creating vendors
 * is for organisation users, as in POST Vendor; every row goes through POST or PUT Vendor's own rules.
 */
export const vendorImport = defineImport({
  columns,
  async prepareBatch(tx, auth, rows) {
    const keys = [...lowerValues(rows, 'code'), ...lowerValues(rows, 'name')];
    const existing = await findByCodeOrName(tx, vendor, keys);
    const place = placeResolver(tx);
    return async (rowTx, row) => {
      const errors: string[] = [];
      const address = await place(row, errors);
      const isActive = yesNo(row.active, 'Active', errors);
      if (errors.length) throw new RowRejected(errors);
      const input = {
        name: row.name,
        code: row.code,
        contactPerson: row.contactPerson,
        email: row.email,
        phone: row.phone,
        addressLine: row.addressLine,
        postalCode: row.postalCode,
        ...address,
        isActive,
      };
      const match = existing.find((v) =>
        row.code
          ? v.code?.toLowerCase() === row.code.toLowerCase()
          : v.name.toLowerCase() === row.name.toLowerCase(),
      );
      if (!match) {
        const body = parseRow(vendorCreateSchema, input, headers);
        existing.push({ id: await createVendor(rowTx, auth, body), code: body.code, name: body.name });
        return;
      }
      const current = await getVendor(rowTx, match.id);
      if (!current) throw new RowRejected(['The vendor was not found.']);
      await updateVendor(
        rowTx,
        auth,
        match.id,
        parseRow(
          vendorUpdateSchema,
          { ...input, imageUrl: current.imageUrl, version: current.version },
          headers,
        ),
      );
    };
  },
});
