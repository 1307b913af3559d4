import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Role } from '../../../../src/domain/roles';
import type { Executor } from '../../../db/client';
import { role, userAccount } from '../../../db/schema/index';

// Written with explicit table names: inside a subquery drizzle would render the outer columns unqualified.
const holders = sql<number>`(select count(*)::int from user_account u where u.organisation_id = role.organisation_id and u.role_id = role.id)`;

const roleColumns = {
  id: role.id,
  name: role.name,
  category: role.category,
  permissions: role.permissions,
  isSystem: role.isSystem,
  version: role.version,
  holders,
  updatedAt: role.updatedAt,
};

type RoleRow = { updatedAt: Date } & Omit<Role, 'updatedAt'>;

export function toRole(row: RoleRow): Role {
  return { ...row, holders: Number(row.holders), updatedAt: row.updatedAt.toISOString() };
}

export async function listRoles(
  tx: Executor,
  filter: {
    page: number;
    pageSize: number;
    searchString?: string | undefined;
    category?: number | undefined;
  },
) {
  const where = and(
    filter.category ? eq(role.category, filter.category) : undefined,
    filter.searchString ? ilike(role.name, `%${filter.searchString}%`) : undefined,
  );
  const rows = await tx
    .select(roleColumns)
    .from(role)
    .where(where)
    .orderBy(asc(role.category), asc(role.name))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await tx.select({ n: count() }).from(role).where(where);
  return { roles: rows.map(toRole), pageTotal: total?.n ?? 0 };
}

export async function getRole(tx: Executor, id: string): Promise<Role | null> {
  const rows = await tx.select(roleColumns).from(role).where(eq(role.id, id));
  return rows[0] ? toRole(rows[0]) : null;
}

/** Names of the people who hold a role, for the message that refuses deleting it. */
export async function roleHolderNames(tx: Executor, id: string, limit = 5) {
  const rows = await tx
    .select({ name: userAccount.name })
    .from(userAccount)
    .where(eq(userAccount.roleId, id))
    .orderBy(asc(userAccount.name))
    .limit(limit);
  return rows.map((r) => r.name);
}

export { roleColumns };
