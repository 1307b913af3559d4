import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EMAIL_BATCH, deliverPendingEmails, requestEmailDelivery, takeDeliveryRequest } from './email-delivery';

const SWEEP_MS = 60_000;

/**
 * Sends notification mail from the outbox: right after a response whose request queued some (its write has
 * committed by then), and every minute for anything left behind (another process, a failed send, a restart).
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
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      requestEmailDelivery();
      kick();
    }, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export const notifications = fp(notificationsPlugin, { name: 'notifications', dependencies: ['database'] });
