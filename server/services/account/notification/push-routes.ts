import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../../src/domain/contracts/account/index';
import { pushSubscription } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { forgetDevice } from '../../../notifications/push-delivery';
import { fieldError } from '../../../lib/http-errors';
import { defineRoute } from '../../../lib/route';

/** A device's key must be a point of P-256, or nothing could ever be encrypted for it. */
function isCurvePoint(p256dh: string): boolean {
  try {
    crypto.ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * The devices that receive my notifications as Web Push. A device is its push endpoint: subscribing again
 * (new keys, or another user on the same browser) takes the row over; each call touches the caller's own
 * organisation only.
 */
export async function pushRoutes(app: FastifyInstance) {
  defineRoute(app, contracts.getPushPublicKey, {
    handler: async () => ({ publicKey: app.push.publicKey }),
  });

  defineRoute(app, contracts.subscribePush, {
    handler: async ({ tx, auth, body }) => {
      if (!app.push.allowHttp && !body.endpoint.toLowerCase().startsWith('https://'))
        throw fieldError('Endpoint', 'must be an https address');
      if (!isCurvePoint(body.keys.p256dh)) throw fieldError('Keys.P256dh', 'must be a P-256 public key');
      await tx
        .insert(pushSubscription)
        .values({
          organisationId: auth.organisationId,
          id: newId(),
          userId: auth.userId,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
        })
        .onConflictDoUpdate({
          target: [pushSubscription.organisationId, pushSubscription.endpoint],
          set: {
            userId: auth.userId,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            updatedAt: sql`now()`,
          },
        });
      return { subscribed: true };
    },
  });

  defineRoute(app, contracts.unsubscribePush, {
    handler: async ({ tx, auth, body }) => {
      await forgetDevice(tx, {
        organisationId: auth.organisationId,
        userId: auth.userId,
        endpoint: body.endpoint,
      });
      return { subscribed: false };
    },
  });
}
