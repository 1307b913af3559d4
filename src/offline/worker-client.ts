import { Workbox } from 'workbox-window';
import type { PageCommand } from './channel';
import { markUpdateWaiting } from './pwa-state';

const UPDATE_CHECK_MS = 60 * 60 * 1000;
let workbox: Workbox | null = null;

/**
 * Registers the service worker built from sw/ (production builds only; `vite dev` serves no worker). A new
 * version found at start or by the hourly check waits until the user accepts it (registerType 'prompt').
 */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const registration = new Workbox(`${base}sw.js`, { scope: base });
  registration.addEventListener('waiting', markUpdateWaiting);
  registration
    .register()
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
  window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
  workbox = registration;
}

/** Activates the waiting version and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!workbox) {
    window.location.reload();
    return;
  }
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

/**
 * Sends a command to the active worker whether or not it controls this page. Resolves false when there is no
 * worker to receive it.
 */
export async function postToWorker(command: PageCommand): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const worker = registration?.active ?? navigator.serviceWorker.controller;
  if (!worker) return false;
  worker.postMessage(command);
  return true;
}

/** Asks the worker to send queued writes now: at start, when back online, after sign-in, or on request. */
export function requestReplay(): Promise<boolean> {
  return postToWorker({ type: 'outbox-replay' });
}
