import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_FILE = 'vapid-keys.json';

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or a pair generated at first start and
 * kept in DATA_DIR (like the JWT secret), so subscriptions made against it keep working across restarts.
 */
export function resolveVapidKeys(push: AppConfig['push'], dataDir: string): VapidKeys {
  if (push.publicKey && push.privateKey) return { publicKey: push.publicKey, privateKey: push.privateKey };
  const file = path.join(dataDir, KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const generated = webpush.generateVAPIDKeys();
    fs.writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  /** What the console subscribes with (PushManager's applicationServerKey). */
  publicKey: string;
  /** Whether the server sends to plain-http endpoints (PUSH_ALLOW_HTTP): a local push service only. */
  allowHttp: boolean;
  /** Sends one encrypted message; resolves with the push service's status code, rejects when unreachable. */
  send(subscription: DeviceSubscription, payload: string): Promise<number>;
}

/** How long a push message waits at the push service for a device that is off: a day. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Encrypts (aes128gcm) and signs (VAPID) with web-push, and posts with fetch, so the request has a timeout and
 * the server never waits on a push service longer than that.
 */
export function createPushSender(config: AppConfig): PushSender {
  const keys = resolveVapidKeys(config.push, config.dataDir);
  const vapidDetails = { subject: config.push.subject, ...keys };
  return {
    publicKey: keys.publicKey,
    allowHttp: config.push.allowHttp,
    async send(subscription, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        { vapidDetails, TTL: TTL_SECONDS, urgency: 'high' },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: new Uint8Array(request.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      return response.status;
    },
  };
}
