import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  changeUserPasswordSchema,
} from '../../../../src/domain/admin-users';
import { messageResponseSchema } from '../../../../src/domain/auth';
import { deletedSchema, idQuerySchema } from '../../../../src/domain/fields';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import { userSummarySchema } from '../../../../src/domain/users';
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

const tags = ['User'];
const uniqueEmail = { user_account_email_uq: { field: 'Email', message: SERVER_MESSAGES.emailInUse } };

async function mustGetManaged(tx: Tx, id: string) {
  const target = await getManagedUser(tx, id);
  if (!target) throw notFound(SERVER_MESSAGES.userNotFound);
  return target;
}

/** Creating, changing and deleting admin users, and setting another user's password. */
export async function adminUserRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/User',
      summary: 'Create an admin user (organisation-level, or of a vendor) with an initial password',
      permission: 'adminUser.create',
      body: adminUserCreateSchema,
      response: userSummarySchema,
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/User',
      summary: 'Update an admin user (send the version you edited); nobody changes their own role',
      permission: 'adminUser.update',
      query: idQuerySchema,
      body: adminUserUpdateSchema,
      response: userSummarySchema,
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/User',
      summary: 'Delete an admin user (never yourself, never the last active organisation administrator)',
      permission: 'adminUser.delete',
      query: idQuerySchema,
      response: deletedSchema,
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
    },
    tags,
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/User/ChangeUserPassword',
      summary: 'Set another user’s password; their sessions end and they are notified',
      permission: 'adminUser.changePassword',
      body: changeUserPasswordSchema,
      response: messageResponseSchema,
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
    },
    tags,
  );
}
