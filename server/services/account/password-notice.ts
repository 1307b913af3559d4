import type { Executor } from '../../db/client';
import { notify } from '../notifications/notify';

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
