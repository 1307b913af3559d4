import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Organisation } from '../../../../src/domain/organisations';
import { offsetOf } from '../../../../src/domain/paging';
import type { Executor } from '../../../db/client';
import { city, country, industry, organisation, state } from '../../../db/schema/index';

const columns = {
  id: organisation.id,
  name: organisation.name,
  industryId: organisation.industryId,
  industryName: industry.name,
  email: organisation.email,
  phone: organisation.phone,
  website: organisation.website,
  addressLine: organisation.addressLine,
  countryId: organisation.countryId,
  countryName: country.name,
  stateId: organisation.stateId,
  stateName: state.name,
  cityId: organisation.cityId,
  cityName: city.name,
  postalCode: organisation.postalCode,
  version: organisation.version,
  createdAt: organisation.createdAt,
  updatedAt: organisation.updatedAt,
};

type Row = Omit<Organisation, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date };

export function toOrganisation(row: Row): Organisation {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export function selectOrganisations(tx: Executor, where: SQL | undefined) {
  return tx
    .select(columns)
    .from(organisation)
    .leftJoin(industry, eq(industry.id, organisation.industryId))
    .leftJoin(country, eq(country.id, organisation.countryId))
    .leftJoin(state, eq(state.id, organisation.stateId))
    .leftJoin(city, eq(city.id, organisation.cityId))
    .where(where);
}

/** The list's search: name, email or phone containing the text. */
export function organisationFilter(filter: { searchString?: string | undefined }): SQL | undefined {
  const term = filter.searchString ? `%${filter.searchString}%` : null;
  if (!term) return undefined;
  return or(ilike(organisation.name, term), ilike(organisation.email, term), ilike(organisation.phone, term));
}

/** Organisations the executor can see: the caller's own under row-level security, all of them as the system. */
export async function listOrganisations(
  tx: Executor,
  filter: { page: number; pageSize: number; searchString?: string | undefined },
) {
  const where = organisationFilter(filter);
  const rows = await selectOrganisations(tx, where)
    .orderBy(asc(organisation.name), asc(organisation.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await tx.select({ n: count() }).from(organisation).where(where);
  return { organisations: rows.map(toOrganisation), pageTotal: total?.n ?? 0 };
}

export async function getOrganisation(tx: Executor, id: string): Promise<Organisation | null> {
  const [row] = await selectOrganisations(tx, eq(organisation.id, id));
  return row ? toOrganisation(row) : null;
}
