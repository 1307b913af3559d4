import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EMAIL_BATCH, deliverPendingEmails, takeDeliveryRequest } from './email-delivery';

/**
 * Sends notification mail from the outbox right after a response whose request queued some (its write has
 * committed by then). Anything left behind (another process, a failed send, a restart) is swept every minute
 * by the notification-mail job (server/jobs/notification-mail.ts).
 */
async function notificationsPlugin(app: FastifyInstance) {
  const baseUrl = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
  let running: Promise<void> | null = null;

  async function drain() {
    while (takeDeliveryRequest()) {
      let claimed: number;
      do claimed = await deliverPendingEmails(app.db, app.mail, baseUrl);
      while (claimed === EMAIL_BATCH);
    }
  }

  function kick() {
    if (running) return;
    running = drain()
      .catch((error: unknown) => app.log.error({ err: error }, 'notification mail delivery failed'))
      .finally(() => {
        running = null;
      });
  }

  app.addHook('onResponse', async () => kick());
  app.addHook('onClose', async () => {
    await running;
  });
}

export const notifications = fp(notificationsPlugin, { name: 'notifications', dependencies: ['database'] });
