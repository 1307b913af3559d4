import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notification, userAccount } from '../db/schema/index';
import type { MailTransport } from '../lib/mail';
import { tenantJoin } from '../db/tenant-join';
import { claimDue, OUTBOX_BATCH } from './outbox-claim';

const MAX_ATTEMPTS = 5;
const EMAIL_OUTBOX = {
  status: 'emailStatus',
  claimedAt: 'emailClaimedAt',
  attempts: 'emailAttempts',
} as const;

/**
 * Claims due outbox entries (skipping those another process holds), sends them outside any transaction,
 * then records the outcome. A failed send is retried on later runs up to MAX_ATTEMPTS. Returns how many
 * entries were claimed.
 */
export async function deliverPendingEmails(db: Db, mail: MailTransport, baseUrl: string): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const ids = await claimDue(tx, EMAIL_OUTBOX);
    if (ids.length === 0) return [];
    return tx
      .select({
        id: notification.id,
        title: notification.title,
        body: notification.body,
        link: notification.link,
        attempts: notification.emailAttempts,
        to: userAccount.email,
      })
      .from(notification)
      .innerJoin(userAccount, tenantJoin(userAccount.id, notification.userId))
      .where(inArray(notification.id, ids));
  });
  for (const item of claimed) {
    let status: 'sent' | 'pending' | 'failed' = 'sent';
    try {
      const link = item.link ? `\n\nOpen: ${baseUrl}${item.link}` : '';
      await mail.send({ to: item.to, subject: item.title, text: `${item.body}${link}` });
    } catch {
      status = item.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
    }
    await db.update(notification).set({ emailStatus: status }).where(eq(notification.id, item.id));
  }
  return claimed.length;
}

export const EMAIL_BATCH = OUTBOX_BATCH;
