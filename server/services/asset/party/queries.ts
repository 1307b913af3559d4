import { asc, eq, sql } from 'drizzle-orm';
import type { Party, PartyInput } from '../../../../src/domain/asset-types';
import type { Executor } from '../../../db/client';
import { manufacturer, supplier } from '../../../db/schema/index';

/** Manufacturers and suppliers share one record shape; `kind` names the table. */
export type PartyKind = 'manufacturer' | 'supplier';
export const PARTY_TABLES = { manufacturer, supplier } as const;

function partyColumns(kind: PartyKind) {
  const table = PARTY_TABLES[kind];
  const column = kind === 'manufacturer' ? 'manufacturer_id' : 'supplier_id';
  return {
    id: table.id,
    name: table.name,
    contactPerson: table.contactPerson,
    email: table.email,
    phone: table.phone,
    website: table.website,
    isActive: table.isActive,
    assetCount: sql<number>`(select count(*)::int from asset a where a.organisation_id = ${sql.raw(kind)}.organisation_id and a.${sql.raw(column)} = ${sql.raw(kind)}.id)`,
    version: table.version,
    updatedAt: table.updatedAt,
  };
}

type PartyRow = Omit<Party, 'updatedAt'> & { updatedAt: Date };
const toParty = (row: PartyRow): Party => ({
  ...row,
  assetCount: Number(row.assetCount),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listParties(tx: Executor, kind: PartyKind): Promise<Party[]> {
  const table = PARTY_TABLES[kind];
  const rows = await tx.select(partyColumns(kind)).from(table).orderBy(asc(table.name), asc(table.id));
  return rows.map(toParty);
}

export async function getParty(tx: Executor, kind: PartyKind, id: string): Promise<Party | null> {
  const table = PARTY_TABLES[kind];
  const [row] = await tx.select(partyColumns(kind)).from(table).where(eq(table.id, id));
  return row ? toParty(row) : null;
}

export function partyValues(body: Omit<PartyInput, 'id'>) {
  return {
    name: body.name,
    contactPerson: body.contactPerson,
    email: body.email,
    phone: body.phone,
    website: body.website,
    isActive: body.isActive,
  };
}
