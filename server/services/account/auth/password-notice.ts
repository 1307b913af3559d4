import { FORGET_PASSWORD_PATH, PRODUCT_NAME } from '../../../../src/domain/product';
import type { Executor } from '../../../db/client';
import { notification } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { queuedTo } from '../../../notifications/outbox-signal';
import { notify } from '../../../notifications/notify';

/**
 * Tells a user their password changed, whoever changed it: a change they did not make is the first sign
 * of a taken-over account. `by` names an administrator who set it; null for the user's own change or reset.
 */
export async function notifyPasswordChanged(
  tx: Executor,
  change: { organisationId: string; userId: string; by?: string | null; viaReset?: boolean },
): Promise<void> {
  const how = change.by
    ? `${change.by} set a new password for your account.`
    : change.viaReset
      ? 'Your password was reset with a one-time password sent to your email.'
      : 'Your password was changed.';
  await notify(tx, {
    organisationId: change.organisationId,
    userIds: [change.userId],
    event: 'passwordChanged',
    title: 'Your password was changed',
    body: `${how} If this was not you, contact your administrator at once.`,
    link: '/settings/profile',
  });
}

/**
 * Mails a new organisation's first administrator, created by an import, how to choose their password: the
 * generated one is never shown to anyone, so they set their own through Forgot password. The message holds
 * no secret (a one-time code is mailed only when they ask, and lives 10 minutes); it waits in the outbox
 * with the transaction that made the account, and is sent once that has committed. Mail only: the account
 * cannot open the console's feed before it has a password.
 */
export async function queuePasswordInvitation(
  tx: Executor,
  account: { organisationId: string; userId: string; organisationName: string },
): Promise<void> {
  await tx.insert(notification).values({
    organisationId: account.organisationId,
    id: newId(),
    userId: account.userId,
    event: 'administratorInvitation',
    title: `Your ${PRODUCT_NAME} account for ${account.organisationName}`,
    body:
      `You are the administrator of ${account.organisationName} in ${PRODUCT_NAME}. ` +
      'To choose your password, open the page below, enter this email address and follow the one-time code ' +
      'we then send you.',
    link: FORGET_PASSWORD_PATH,
    inConsole: false,
    emailStatus: 'pending',
  });
  queuedTo('email');
}
