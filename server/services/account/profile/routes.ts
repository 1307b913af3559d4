import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { profileSchema, profileUpdateSchema } from '../../../../src/domain/profile';
import type { Profile } from '../../../../src/domain/profile';
import type { Executor } from '../../../db/client';
import { role, userAccount, vendor } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { versionedUpdate } from '../../../lib/versioned';
import { roleOfUser, vendorOfUser, userCard } from '../../../auth/user-rows';

const tags = ['Profile'];

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
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/User/Profile',
      summary: 'My profile',
      permission: 'signed-in',
      response: profileSchema,
      handler: async ({ tx, auth }) => {
        const profile = await readProfile(tx, auth.userId);
        if (!profile) throw notFound(SERVER_MESSAGES.userNotFound);
        return profile;
      },
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/User/Profile',
      summary: 'Change my name, phone and picture (send the version you edited)',
      permission: 'signed-in',
      body: profileUpdateSchema,
      response: profileSchema,
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
    },
    tags,
  );
}
