import { useSyncExternalStore } from 'react';

/** Chromium's install offer; not yet in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

export interface PwaState {
  /** A new service worker is installed and waits for the user to reload. */
  updateWaiting: boolean;
  /** The browser's install offer, kept until used; null when installation is not offered. */
  installPrompt: BeforeInstallPromptEvent | null;
}

let state: PwaState = { updateWaiting: false, installPrompt: null };
const listeners = new Set<() => void>();

function patch(next: Partial<PwaState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

export function markUpdateWaiting(): void {
  patch({ updateWaiting: true });
}

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

/** Shows the browser's install dialog; the offer can be used once, so it is forgotten either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const offer = state.installPrompt;
  if (!offer) return 'unavailable';
  patch({ installPrompt: null });
  await offer.prompt();
  return (await offer.userChoice).outcome;
}

// Listening from module load, not from a component: the browser fires the offer once per page load and may do
// so before React has mounted anything.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    // Keeps the browser's own mini-infobar away; the header's Install button offers it instead.
    event.preventDefault();
    patch({ installPrompt: event });
  });
  window.addEventListener('appinstalled', () => patch({ installPrompt: null }));
}
