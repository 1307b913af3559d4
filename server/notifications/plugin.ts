import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EMAIL_BATCH, deliverPendingEmails, deliveryRequested, takeDeliveryRequest } from './email-delivery';
import { PUSH_BATCH, deliverPendingPushes, pushRequested, takePushRequest } from './push-delivery';
import type { PushSender } from './push-sender';
import { createPushSender } from './push-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to users' devices: the VAPID public key and the sending. */
    push: PushSender;
  }
}

/**
 * Runs one delivery at a time. A kick while it runs is picked up by its loop (the request flag); one that
 * came as the loop was ending starts the next run.
 */
function serial(work: () => Promise<void>, requested: () => boolean, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  const kick = () => {
    if (running) return;
    running = work()
      .catch(onError)
      .finally(() => {
        running = null;
        if (requested()) kick();
      });
  };
  return { kick, settled: () => running };
}

/**
 * Sends notification mail and pushes from the outbox right after a response whose request queued some (its
 * write has committed by then), never in the request's way. Anything left behind (another process, a failed
 * send, a restart, background work) is swept by the notification-mail job (server/jobs/notification-mail.ts).
 */
async function notificationsPlugin(app: FastifyInstance) {
  const baseUrl = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
  const push = createPushSender(app.config);
  app.decorate('push', push);

  const mail = serial(
    async () => {
      while (takeDeliveryRequest()) {
        let claimed: number;
        do claimed = await deliverPendingEmails(app.db, app.mail, baseUrl);
        while (claimed === EMAIL_BATCH);
      }
    },
    deliveryRequested,
    (error) => app.log.error({ err: error }, 'notification mail delivery failed'),
  );
  const pushes = serial(
    async () => {
      while (takePushRequest()) {
        let claimed: number;
        do claimed = await deliverPendingPushes(app.db, push, app.log);
        while (claimed === PUSH_BATCH);
      }
    },
    pushRequested,
    // Not the message: a failed statement's parameters could hold an endpoint or a device's keys.
    (error) =>
      app.log.error({ reason: error instanceof Error ? error.name : 'unknown' }, 'push delivery failed'),
  );

  app.addHook('onResponse', async () => {
    mail.kick();
    pushes.kick();
  });
  app.addHook('onClose', async () => {
    await Promise.all([mail.settled(), pushes.settled()]);
  });
}

export const notifications = fp(notificationsPlugin, { name: 'notifications', dependencies: ['database'] });
