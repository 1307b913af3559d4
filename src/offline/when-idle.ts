import { useEffect, useState } from 'react';

/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeoutMs`), for work a
 * screen does not need to become usable: loading the offline layer, preloading the next screens' code.
 * Returns the cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1);
  return () => window.clearTimeout(timer);
}

/** How long what waits for the first screen waits at most: a page with no screen (an error) still gets it. */
const FIRST_SCREEN_WAIT_MS = 5000;

let screenShown = false;
const screenListeners = new Set<() => void>();
let screenTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * A screen (not a loader) has been drawn: what was waiting for it may start (see `useIdle`). Called by the
 * route elements as their screen first shows; later calls do nothing.
 */
export function markScreenShown(): void {
  if (screenShown) return;
  screenShown = true;
  if (screenTimer !== null) clearTimeout(screenTimer);
  for (const listener of [...screenListeners]) listener();
  screenListeners.clear();
}

/** Runs `task` once a screen has been drawn (at the latest FIRST_SCREEN_WAIT_MS after the first ask). */
function afterScreenShown(task: () => void): () => void {
  if (screenShown) {
    task();
    return () => {};
  }
  screenListeners.add(task);
  screenTimer ??= setTimeout(markScreenShown, FIRST_SCREEN_WAIT_MS);
  return () => screenListeners.delete(task);
}

/**
 * False until a screen has been drawn and the browser has then been idle once while `enabled` (and true from
 * then on): for parts of a screen that may come a moment after it (menus, toasts, dialogs, the offline layer).
 * Waiting for the screen matters at start: the browser is idle while the screen's code and data are on the
 * way, and code fetched then would share the connection with them.
 */
export function useIdle(enabled = true): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!enabled || reached) return;
    let cancelIdle = () => {};
    const cancelWait = afterScreenShown(() => {
      cancelIdle = whenIdle(() => setReached(true));
    });
    return () => {
      cancelWait();
      cancelIdle();
    };
  }, [enabled, reached]);
  return reached;
}

/** The user asked the browser to save data (Data Saver): code nobody asked for yet is not fetched ahead. */
export function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Fetches code ahead of its first use (not on Data Saver), once the page has loaded and the browser is idle,
 * so it never competes with what the current screen needs. `preloads` are load functions that keep their
 * result; a failed fetch (offline) is left for the use to try again. Pass a stable array.
 */
export function usePreloadWhenIdle(preloads: readonly (() => Promise<unknown>)[]): void {
  useEffect(() => {
    if (preloads.length === 0 || savesData()) return;
    let cancelIdle = () => {};
    const start = () => {
      cancelIdle = whenIdle(() => {
        for (const preload of preloads) void preload().catch(() => {});
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancelIdle();
    };
  }, [preloads]);
}
