import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/account/index';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { Tx } from '../../../db/client';
import { passwordReset, refreshToken, userAccount } from '../../../db/schema/index';
import { hashPassword, newId } from '../../../crypto';
import { notFound } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';
import { withUniqueFields } from '../../../lib/unique-violation';
import { versionedUpdate } from '../../../lib/versioned';
import { assertVendorExists, resolveVendorId } from '../../../lib/vendor-scope';
import { notifyPasswordChanged } from '../auth/password-notice';
import {
  assertAdministratorRemains,
  assertCanManage,
  assertNotSelf,
  assertOwnChangesAllowed,
  assertRoleAssignable,
} from './rules';
import { getManagedUser, getUserSummary } from './queries';
import { revokeAllForUser } from '../auth/session-tokens';
import { tenantRow } from '../../../db/tenant-join';

const uniqueEmail = { user_account_email_uq: { field: 'Email', message: SERVER_MESSAGES.emailInUse } };

async function mustGetManaged(tx: Tx, id: string) {
  const target = await getManagedUser(tx, id);
  if (!target) throw notFound(SERVER_MESSAGES.userNotFound);
  return target;
}

/** Creating, changing and deleting admin users, and setting another user's password. */
export async function adminUserRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.createUser, {
    handler: async ({ tx, auth, body }) => {
      const vendorId = resolveVendorId(auth, body.vendorId);
      await assertVendorExists(tx, vendorId);
      await assertRoleAssignable(tx, auth, body.roleId, vendorId);
      const id = body.id ?? newId();
      const passwordHash = await hashPassword(body.password);
      await withUniqueFields(
        () =>
          tx.insert(userAccount).values({
            organisationId: auth.organisationId,
            id,
            name: body.name,
            email: body.email,
            phone: body.phone,
            imageUrl: body.imageUrl,
            roleId: body.roleId,
            vendorId,
            isActive: body.isActive,
            passwordHash,
            createdBy: auth.userId,
            updatedBy: auth.userId,
          }),
        uniqueEmail,
      );
      return (await getUserSummary(tx, id))!;
    },
  });

  defineRoute(app, contracts.updateUser, {
    handler: async ({ tx, auth, query, body }) => {
      const target = await mustGetManaged(tx, query.id);
      const vendorId = resolveVendorId(auth, body.vendorId);
      if (target.id === auth.userId)
        assertOwnChangesAllowed(target, { roleId: body.roleId, vendorId, isActive: body.isActive });
      assertCanManage(auth, target);
      await assertVendorExists(tx, vendorId);
      if (body.roleId !== target.roleId || vendorId !== target.vendorId)
        await assertRoleAssignable(tx, auth, body.roleId, vendorId);
      await assertAdministratorRemains(tx, target, { roleId: body.roleId, isActive: body.isActive });
      const { version, organisationId: _organisationId, ...values } = body;
      await withUniqueFields(
        () =>
          versionedUpdate(
            () =>
              tx
                .update(userAccount)
                .set({
                  ...values,
                  vendorId,
                  version: sql`${userAccount.version} + 1`,
                  updatedAt: sql`now()`,
                  updatedBy: auth.userId,
                })
                .where(and(eq(userAccount.id, query.id), eq(userAccount.version, version)))
                .returning({ id: userAccount.id }),
            () => getUserSummary(tx, query.id),
          ),
        uniqueEmail,
      );
      return (await getUserSummary(tx, query.id))!;
    },
  });

  defineRoute(app, contracts.deleteUser, {
    handler: async ({ tx, auth, query }) => {
      const target = await mustGetManaged(tx, query.id);
      assertNotSelf(auth, target, SERVER_MESSAGES.cannotDeleteSelf);
      assertCanManage(auth, target);
      await assertAdministratorRemains(tx, target, 'deleted');
      const own = auth.organisationId;
      await tx
        .delete(refreshToken)
        .where(and(eq(refreshToken.organisationId, own), eq(refreshToken.userId, target.id)));
      await tx
        .delete(passwordReset)
        .where(and(eq(passwordReset.organisationId, own), eq(passwordReset.userId, target.id)));
      await tx
        .delete(userAccount)
        .where(and(eq(userAccount.organisationId, own), eq(userAccount.id, target.id)));
      return { id: target.id };
    },
  });

  defineRoute(app, contracts.changeUserPassword, {
    handler: async ({ tx, auth, body }) => {
      const target = await mustGetManaged(tx, body.userId);
      assertNotSelf(auth, target, SERVER_MESSAGES.useOwnPasswordChange);
      assertCanManage(auth, target);
      await tx
        .update(userAccount)
        .set({
          passwordHash: await hashPassword(body.newPassword),
          passwordChangedAt: sql`now()`,
          version: sql`${userAccount.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: auth.userId,
        })
        .where(tenantRow(userAccount, auth.organisationId, target.id));
      await revokeAllForUser(tx, { organisationId: auth.organisationId, id: target.id });
      await notifyPasswordChanged(tx, {
        organisationId: auth.organisationId,
        userId: target.id,
        by: auth.name,
      });
      return { message: SERVER_MESSAGES.passwordChanged };
    },
  });
}
