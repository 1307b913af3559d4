import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type { OrganisationCreate } from '../../../../src/domain/organisations';
import { ORGANISATION_ADMIN_ROLE } from '../../../../src/domain/permissions';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { createOrganisation } from '../../../db/bootstrap';
import {
  crew,
  idempotencyKey,
  image,
  organisation,
  passwordReset,
  refreshToken,
  role,
  userAccount,
  vendor,
  workforce,
} from '../../../db/schema/index';
import { hashPassword, newId, randomPassword } from '../../../crypto';
import { forbidden, notFound } from '../../../lib/http-errors';
import { assertAddressConsistent, assertIndustryExists } from '../../../lib/places';
import { assertUnreferenced, findReferences } from '../../../lib/references';
import { withUniqueFields } from '../../../lib/unique-violation';
import { queuePasswordInvitation } from '../../account/index';
import { getOrganisation } from './queries';
import { assertPlatformAdmin, inOrganisation } from './platform-scope';

/**
 * Creates an organisation with its default roles and first administrator, whose generated password is
 * returned once. Runs scoped to the new organisation, so row-level security checks every row written.
 */
export async function createOrganisationWithAdministrator(
  tx: Tx,
  auth: AuthContext,
  body: OrganisationCreate,
) {
  const organisationId = body.id ?? newId();
  const password = randomPassword();
  const administrator = { id: newId(), name: body.administrator.name, email: body.administrator.email };
  return inOrganisation(tx, auth, organisationId, async () => {
    await assertIndustryExists(tx, body.industryId);
    if (body.address) await assertAddressConsistent(tx, body.address);
    const { roleIds } = await createOrganisation(tx, {
      id: organisationId,
      name: body.name,
      createdBy: auth.userId,
    });
    await tx
      .update(organisation)
      .set({
        industryId: body.industryId,
        email: body.email,
        phone: body.phone,
        website: body.website,
        ...body.address,
      })
      .where(eq(organisation.id, organisationId));
    await withUniqueFields(
      async () =>
        tx.insert(userAccount).values({
          organisationId,
          ...administrator,
          passwordHash: await hashPassword(password),
          roleId: roleIds.get(ORGANISATION_ADMIN_ROLE)!,
          createdBy: auth.userId,
          updatedBy: auth.userId,
        }),
      { user_account_email_uq: { field: 'Administrator.Email', message: SERVER_MESSAGES.emailInUse } },
    );
    const created = (await getOrganisation(tx, organisationId))!;
    return { ...created, administrator: { ...administrator, password } };
  });
}

/**
 * Creates an organisation as POST Organisation does, for a row of an import. Its administrator's generated
 * password is dropped unseen (no file, job or log may hold it); they are mailed how to set their own
 * instead (docs/decisions.md, "Organisation import"). Answers the new organisation's id.
 */
export async function createInvitedOrganisation(
  tx: Tx,
  auth: AuthContext,
  body: OrganisationCreate,
): Promise<string> {
  const { id, name, administrator } = await createOrganisationWithAdministrator(tx, auth, body);
  await inOrganisation(tx, auth, id, () =>
    queuePasswordInvitation(tx, { organisationId: id, userId: administrator.id, organisationName: name }),
  );
  return id;
}

/**
 * Deletes an organisation that no longer holds business records (vendors, crews, workforce; later areas
 * add theirs here). Its roles, users, sessions, notifications and image records go with it; the route
 * removes the image files once the deletion has committed.
 */
export async function deleteOrganisation(tx: Tx, auth: AuthContext, id: string): Promise<void> {
  assertPlatformAdmin(auth);
  if (id === auth.organisationId) throw forbidden(SERVER_MESSAGES.cannotDeleteOwnOrganisation);
  await inOrganisation(tx, auth, id, async () => {
    const current = await getOrganisation(tx, id);
    if (!current) throw notFound(SERVER_MESSAGES.organisationNotFound);
    assertUnreferenced(`The organisation "${current.name}"`, [
      await findReferences(tx, { table: vendor, name: vendor.name }, ['vendor', 'vendors']),
      await findReferences(tx, { table: crew, name: crew.name }, ['crew', 'crews']),
      await findReferences(tx, { table: workforce, name: workforce.name }, [
        'mobile workforce member',
        'mobile workforce members',
      ]),
    ]);
    await tx.delete(image).where(eq(image.organisationId, id));
    await tx.delete(idempotencyKey).where(eq(idempotencyKey.organisationId, id));
    await tx.delete(refreshToken).where(eq(refreshToken.organisationId, id));
    await tx.delete(passwordReset).where(eq(passwordReset.organisationId, id));
    await tx.delete(userAccount).where(eq(userAccount.organisationId, id));
    await tx.delete(role).where(eq(role.organisationId, id));
    await tx.delete(organisation).where(eq(organisation.id, id));
  });
}
