import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import type { Vendor, VendorInput } from '../../../../src/domain/vendors';
import type { Executor } from '../../../db/client';
import { city, country, state, vendor } from '../../../db/schema/index';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const userCount = sql<number>`(select count(*)::int from user_account u where u.organisation_id = vendor.organisation_id and u.vendor_id = vendor.id)`;
const crewCount = sql<number>`(select count(*)::int from crew c where c.organisation_id = vendor.organisation_id and c.vendor_id = vendor.id)`;
const workforceCount = sql<number>`(select count(*)::int from workforce w where w.organisation_id = vendor.organisation_id and w.vendor_id = vendor.id)`;

const columns = {
  id: vendor.id,
  name: vendor.name,
  code: vendor.code,
  contactPerson: vendor.contactPerson,
  email: vendor.email,
  phone: vendor.phone,
  addressLine: vendor.addressLine,
  countryId: vendor.countryId,
  countryName: country.name,
  stateId: vendor.stateId,
  stateName: state.name,
  cityId: vendor.cityId,
  cityName: city.name,
  postalCode: vendor.postalCode,
  imageUrl: vendor.imageUrl,
  isActive: vendor.isActive,
  userCount,
  crewCount,
  workforceCount,
  version: vendor.version,
  updatedAt: vendor.updatedAt,
};

type Row = Omit<Vendor, 'updatedAt'> & { updatedAt: Date };

function toVendor(row: Row): Vendor {
  return {
    ...row,
    userCount: Number(row.userCount),
    crewCount: Number(row.crewCount),
    workforceCount: Number(row.workforceCount),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function selectVendors(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(vendor)
    .leftJoin(country, eq(country.id, vendor.countryId))
    .leftJoin(state, eq(state.id, vendor.stateId))
    .leftJoin(city, eq(city.id, vendor.cityId))
    .where(where);
}

export function vendorSearch(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const like = `%${term}%`;
  return or(
    ilike(vendor.name, like),
    ilike(vendor.code, like),
    ilike(vendor.contactPerson, like),
    ilike(vendor.email, like),
  );
}

export async function listVendors(
  tx: Executor,
  filter: {
    page: number;
    pageSize: number;
    searchString?: string | undefined;
    isActive?: boolean | undefined;
  },
) {
  const where = and(
    vendorSearch(filter.searchString),
    filter.isActive === undefined ? undefined : eq(vendor.isActive, filter.isActive),
  );
  const rows = await selectVendors(tx, where)
    .orderBy(asc(vendor.name), asc(vendor.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(vendor).where(where);
  return { vendors: rows.map(toVendor), pageTotal: total?.n ?? 0 };
}

export async function getVendor(tx: Executor, id: string): Promise<Vendor | null> {
  const [row] = await selectVendors(tx, eq(vendor.id, id));
  return row ? toVendor(row) : null;
}

/** The columns a create or update writes, from the payload. */
export function vendorValues(body: VendorInput | Omit<VendorInput, 'id'>) {
  return {
    name: body.name,
    code: body.code,
    contactPerson: body.contactPerson,
    email: body.email,
    phone: body.phone,
    addressLine: body.addressLine,
    countryId: body.countryId,
    stateId: body.stateId,
    cityId: body.cityId,
    postalCode: body.postalCode,
    imageUrl: body.imageUrl,
    isActive: body.isActive,
  };
}
