import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EMAIL_BATCH, deliverPendingEmails } from './email-delivery';
import type { Outbox } from './outbox-signal';
import { isRaised, noteRequestOutboxes, raise, take } from './outbox-signal';
import { PUSH_BATCH, deliverPendingPushes } from './push-delivery';
import type { PushSender } from './push-sender';
import { createPushSender } from './push-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to users' devices: the VAPID public key and the sending. */
    push: PushSender;
  }
}

/**
 * Runs one delivery of an outbox at a time, while its signal is raised. A signal raised while it runs is
 * picked up by its loop; one raised as the loop was ending starts the next run.
 */
function serial(outbox: Outbox, deliver: () => Promise<void>, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null;
  const work = async () => {
    while (take(outbox)) await deliver();
  };
  const kick = () => {
    if (running) return;
    running = work()
      .catch(onError)
      .finally(() => {
        running = null;
        if (isRaised(outbox)) kick();
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
    'email',
    async () => {
      let claimed: number;
      do claimed = await deliverPendingEmails(app.db, app.mail, baseUrl);
      while (claimed === EMAIL_BATCH);
    },
    (error) => app.log.error({ err: error }, 'notification mail delivery failed'),
  );
  const pushes = serial(
    'push',
    async () => {
      let claimed: number;
      do claimed = await deliverPendingPushes(app.db, push, app.log);
      while (claimed === PUSH_BATCH);
    },
    // Not the message: a failed statement's parameters could hold an endpoint or a device's keys.
    (error) =>
      app.log.error({ reason: error instanceof Error ? error.name : 'unknown' }, 'push delivery failed'),
  );

  // What a request queued is signalled after its response, when its transaction has committed.
  const queuedBy = new WeakMap<FastifyRequest, Set<Outbox>>();
  app.addHook('onRequest', (request, _reply, done) => {
    const queued = new Set<Outbox>();
    queuedBy.set(request, queued);
    noteRequestOutboxes(queued, done);
  });
  app.addHook('onResponse', async (request) => {
    for (const outbox of queuedBy.get(request) ?? []) raise(outbox);
    mail.kick();
    pushes.kick();
  });
  app.addHook('onClose', async () => {
    await Promise.all([mail.settled(), pushes.settled()]);
  });
}

export const notifications = fp(notificationsPlugin, { name: 'notifications', dependencies: ['database'] });
