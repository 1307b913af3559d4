import { z } from 'zod';

/**
 * Web Push: a device's subscription as the browser's PushSubscription.toJSON() gives it, and what the server
 * pushes. The endpoint is the push service's address for the device; p256dh and auth are its keys
 * (unpadded base64url: an uncompressed P-256 point of 65 bytes, a secret of 16 bytes).
 */
export const PUSH_ENDPOINT_MAX = 2048;

const base64Url = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `must be ${what} in base64url`)
    .refine((value) => value.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), {
      message: `must be ${what} of ${bytes} bytes`,
    });

export const pushEndpointSchema = z
  .string()
  .max(PUSH_ENDPOINT_MAX, `must be at most ${PUSH_ENDPOINT_MAX} characters`)
  .url('must be the push service address the browser gave')
  .refine((value) => /^https?:\/\//i.test(value), 'must be an http(s) address');

export const pushSubscribeBodySchema = z.strictObject({
  endpoint: pushEndpointSchema,
  /** Ignored: the browser's expiry time, when it gives one. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: base64Url(65, 'a public key'),
    auth: base64Url(16, 'a secret'),
  }),
});
export type PushSubscribeBody = z.infer<typeof pushSubscribeBodySchema>;

export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: pushEndpointSchema });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });

/** What a push carries to the service worker: enough to show the notification and open its record. */
export const pushPayloadSchema = z.object({
  /** The notification's id: the tag, so a repeated push replaces rather than stacks. */
  id: z.string(),
  event: z.string(),
  title: z.string(),
  body: z.string(),
  /** The console route to open on a tap. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** Where a tap on a notification without a record of its own goes. */
export const PUSH_FALLBACK_URL = '/notifications';

/** A console route only (never another site): a link that is not one falls back to the notifications. */
export function pushTarget(link: string | null | undefined): string {
  return link && /^\/(?!\/)[^\s\\]*$/.test(link) ? link : PUSH_FALLBACK_URL;
}
