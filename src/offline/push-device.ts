/**
 * This device's Web Push subscription, through the service worker's PushManager. The server's part (its
 * VAPID key, storing the subscription) is the settings area's (src/features/settings/api/settings.ts).
 */

/** What this browser allows: no push at all, blocked by the user, not asked yet, or allowed. */
export type PushAvailability = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushAvailability(): PushAvailability {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushAvailability() === 'unsupported') return null;
  // A console without its worker (the dev server, a first visit still installing) has nothing to subscribe.
  const found = await navigator.serviceWorker.getRegistration();
  return found?.active ? found : null;
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const found = await registration();
  return found ? found.pushManager.getSubscription() : null;
}

/** The push endpoint of this device, when it receives notifications (sign-out ends it on the server). */
export async function currentPushEndpoint(): Promise<string | undefined> {
  try {
    return (await currentPushSubscription())?.endpoint;
  } catch {
    return undefined;
  }
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export class PushUnavailableError extends Error {
  constructor(readonly availability: PushAvailability) {
    super(
      availability === 'denied'
        ? 'Notifications are blocked for the console in this browser.'
        : 'This browser cannot receive push notifications.',
    );
  }
}

/**
 * Asks the user's permission (once), then subscribes this device with the server's key; a subscription made
 * with another key (the server's keys were replaced) is renewed. Answers the subscription as the server
 * takes it.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  if (pushAvailability() === 'unsupported') throw new PushUnavailableError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushUnavailableError(permission === 'denied' ? 'denied' : 'default');
  const found = await registration();
  if (!found) throw new PushUnavailableError('unsupported');
  const key = keyBytes(publicKey);
  const existing = await found.pushManager.getSubscription();
  const sameKey = (subscription: PushSubscription) => {
    const current = subscription.options.applicationServerKey;
    return current !== null && new Uint8Array(current).every((byte, i) => byte === key[i]);
  };
  if (existing && sameKey(existing)) return existing.toJSON();
  await existing?.unsubscribe();
  const subscription = await found.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON();
}

/** Ends this device's subscription in the browser; answers its endpoint for the server, if there was one. */
export async function unsubscribeDevice(): Promise<string | undefined> {
  const subscription = await currentPushSubscription();
  if (!subscription) return undefined;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
