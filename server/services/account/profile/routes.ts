import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import * as contracts from '../../../../src/domain/contracts/account/index';
import type { Profile } from '../../../../src/domain/profile';
import type { Executor } from '../../../db/client';
import { role, userAccount, vendor } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { versionedUpdate } from '../../../lib/versioned';
import { roleOfUser, vendorOfUser, userCard } from '../../../auth/user-rows';

async function readProfile(tx: Executor, userId: string): Promise<Profile | null> {
  const [row] = await tx
    .select({
      ...userCard,
      roleName: role.name,
      vendorId: userAccount.vendorId,
      vendorName: vendor.name,
      version: userAccount.version,
    })
    .from(userAccount)
    .innerJoin(role, roleOfUser)
    .leftJoin(vendor, vendorOfUser)
    .where(eq(userAccount.id, userId));
  return row ?? null;
}

/** The signed-in user's own profile: name, phone and picture (email and role are the administrator's). */
export async function profileRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getProfile, {
    handler: async ({ tx, auth }) => {
      const profile = await readProfile(tx, auth.userId);
      if (!profile) throw notFound(SERVER_MESSAGES.userNotFound);
      return profile;
    },
  });

  defineRoute(app, contracts.updateProfile, {
    handler: async ({ tx, auth, body }) => {
      await versionedUpdate(
        () =>
          tx
            .update(userAccount)
            .set({
              name: body.name,
              phone: body.phone,
              imageUrl: body.imageUrl,
              version: sql`${userAccount.version} + 1`,
              updatedAt: sql`now()`,
              updatedBy: auth.userId,
            })
            .where(and(eq(userAccount.id, auth.userId), eq(userAccount.version, body.version)))
            .returning({ id: userAccount.id }),
        () => readProfile(tx, auth.userId),
      );
      return (await readProfile(tx, auth.userId))!;
    },
  });
}
