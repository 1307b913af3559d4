import { idQuerySchema } from '../../fields';
import { read } from '../../offline-action-kit';
import {
  vendorCreateSchema,
  vendorListQuerySchema,
  vendorListSchema,
  vendorLookupQuerySchema,
  vendorLookupSchema,
  vendorSchema,
  vendorUpdateSchema,
} from '../../vendors';
import { importContract } from '../file/sheet-calls';
import { defineContract } from '../kit';
import { recordWriteContracts } from '../record-writes';

const service = 'account';

export const getAllVendors = defineContract({
  service,
  method: 'POST',
  path: 'Vendor/GetAll',
  summary:
    'Vendors, paged and searched (name, code, contact, email), with their user, crew and workforce counts',
  permission: 'vendor.view',
  body: vendorListQuerySchema,
  response: vendorListSchema,
  offline: read,
});

export const getVendorById = defineContract({
  service,
  method: 'GET',
  path: 'Vendor/GetById',
  summary: 'One vendor',
  permission: 'vendor.view',
  query: idQuerySchema,
  response: vendorSchema,
  offline: read,
});

export const {
  create: createVendor,
  update: updateVendor,
  remove: deleteVendor,
} = recordWriteContracts({
  service,
  path: 'Vendor',
  noun: { resource: 'vendor', noun: 'vendor' },
  response: vendorSchema,
  idQuery: idQuerySchema,
  create: {
    summary: 'Create a vendor (organisation users only)',
    permission: 'vendor.create',
    body: vendorCreateSchema,
  },
  update: {
    summary: 'Update a vendor (send the version you edited)',
    permission: 'vendor.update',
    body: vendorUpdateSchema,
  },
  remove: {
    summary: 'Delete a vendor that no user, crew or workforce member belongs to (organisation users only)',
    permission: 'vendor.delete',
  },
});

export const getVendorLookup = defineContract({
  service,
  method: 'POST',
  path: 'VendorAccessGroup/GetAllVendors',
  tags: ['Vendor'],
  summary: 'The vendor dropdown: ids and names, 100 per page, searched by searchTerm',
  permission: 'signed-in',
  body: vendorLookupQuerySchema,
  response: vendorLookupSchema,
  offline: read,
});

export const importVendors = importContract('vendor');
