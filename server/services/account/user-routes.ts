import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userListQuerySchema, userListSchema, userSummarySchema } from '../../../src/domain/users';
import type { Executor } from '../../db/client';
import { role, userAccount, vendor } from '../../db/schema/index';
import { notFound } from '../../lib/http-errors';
import { defineRoute } from '../../lib/route';

const tags = ['User'];

function selectUsers(tx: Executor, where: SQL | undefined) {
  return tx
    .select({
      id: userAccount.id,
      name: userAccount.name,
      email: userAccount.email,
      phone: userAccount.phone,
      imageUrl: userAccount.imageUrl,
      roleId: userAccount.roleId,
      roleName: role.name,
      vendorId: userAccount.vendorId,
      vendorName: vendor.name,
      isActive: userAccount.isActive,
      version: userAccount.version,
    })
    .from(userAccount)
    .innerJoin(role, and(eq(role.organisationId, userAccount.organisationId), eq(role.id, userAccount.roleId)))
    .leftJoin(vendor, and(eq(vendor.organisationId, userAccount.organisationId), eq(vendor.id, userAccount.vendorId)))
    .where(where);
}

export async function userRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/User/GetAll',
      summary: 'Admin users, paged; vendor users see only their vendor’s users',
      permission: 'adminUser.view',
      body: userListQuerySchema,
      response: userListSchema,
      handler: async ({ tx, body }) => {
        const where = and(
          body.searchString
            ? or(ilike(userAccount.name, `%${body.searchString}%`), ilike(userAccount.email, `%${body.searchString}%`))
            : undefined,
          body.vendorId ? eq(userAccount.vendorId, body.vendorId) : undefined,
        );
        const users = await selectUsers(tx, where)
          .orderBy(asc(userAccount.name))
          .limit(body.pageSize)
          .offset((body.page - 1) * body.pageSize);
        const [total] = await tx.select({ n: count() }).from(userAccount).where(where);
        return { users, pageTotal: total?.n ?? 0 };
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/User/GetById/:id',
      summary: 'One admin user',
      permission: 'adminUser.view',
      params: z.strictObject({ id: z.uuid() }),
      response: userSummarySchema,
      handler: async ({ tx, params }) => {
        const [user] = await selectUsers(tx, eq(userAccount.id, params.id));
        if (!user) throw notFound('The user was not found.');
        return user;
      },
    },
    tags,
  );
}
