import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../lib/mail';
import type { Db } from '../db/client';
import { EMAIL_BATCH, deliverPendingEmails } from '../notifications/email-delivery';
import { PUSH_BATCH, deliverPendingPushes } from '../notifications/push-delivery';
import type { PushSender } from '../notifications/push-sender';
import type { QueueDefinition } from '../lib/job-engine';

export const NOTIFICATION_MAIL_QUEUE = 'notification-mail';

/**
 * Sends what the notification outbox holds, mail and pushes: every minute for anything left behind (another
 * process, a failed send, a restart), and whenever background work (a finished file job) queued some. What a
 * request caused leaves right after its response (server/notifications/plugin.ts).
 */
export function notificationMailQueue(
  db: Db,
  mail: MailTransport,
  baseUrl: string,
  push: PushSender,
  log: FastifyBaseLogger,
): QueueDefinition {
  return {
    name: NOTIFICATION_MAIL_QUEUE,
    policy: 'short',
    concurrency: 1,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 10,
    schedule: '* * * * *',
    async handler() {
      let claimed: number;
      do claimed = await deliverPendingEmails(db, mail, baseUrl);
      while (claimed === EMAIL_BATCH);
      do claimed = await deliverPendingPushes(db, push, log);
      while (claimed === PUSH_BATCH);
    },
  };
}
