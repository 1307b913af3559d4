import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/account/index';
import type { AdminUserListQuery } from '../../../../src/domain/admin-users';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { offsetOf } from '../../../../src/domain/paging';
import { userAccount } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { getUserSummary, selectUsers } from '../admin-user/queries';

function userFilter(body: AdminUserListQuery) {
  const term = body.searchString ? `%${body.searchString}%` : null;
  return and(
    term
      ? or(ilike(userAccount.name, term), ilike(userAccount.email, term), ilike(userAccount.phone, term))
      : undefined,
    body.vendorId === null
      ? isNull(userAccount.vendorId)
      : body.vendorId
        ? eq(userAccount.vendorId, body.vendorId)
        : undefined,
    body.roleId ? eq(userAccount.roleId, body.roleId) : undefined,
    body.isActive === undefined ? undefined : eq(userAccount.isActive, body.isActive),
  );
}

export async function userRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getAllUsers, {
    handler: async ({ tx, body }) => {
      const where = userFilter(body);
      const users = await selectUsers(tx, where)
        .orderBy(asc(userAccount.name), asc(userAccount.id))
        .limit(body.pageSize)
        .offset(offsetOf(body));
      const [total] = await tx.select({ n: count() }).from(userAccount).where(where);
      return { users, pageTotal: total?.n ?? 0 };
    },
  });

  defineRoute(app, contracts.getUserById, {
    handler: async ({ tx, params }) => {
      const user = await getUserSummary(tx, params.id);
      if (!user) throw notFound(SERVER_MESSAGES.userNotFound);
      return user;
    },
  });
}
