import { onlineManager } from '@tanstack/react-query';

/** How often an unreachable server is asked again while the browser still claims to be online. */
export const REPROBE_INTERVAL_MS = 5_000;
const HEALTH_PATH = '/api/health';

/** True when the server answers its health check (not through the worker's cache: /api/health is never cached). */
export async function probeServer(): Promise<boolean> {
  try {
    const response = await fetch(HEALTH_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Online means the server can be reached, not only that the device has a network: `navigator.onLine` stays
 * true on a network without internet, behind a captive portal, or while the server is down. The console asks
 * the server at start, whenever the browser says it is back online, and every few seconds while it cannot
 * reach it; queries pause and the header says "Offline" until it answers. Returns the stop function.
 */
export function watchConnectivity(probe: () => Promise<boolean> = probeServer, intervalMs = REPROBE_INTERVAL_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let checking = false;

  async function check() {
    if (stopped || checking) return;
    checking = true;
    clearTimeout(timer);
    const reachable = await probe();
    checking = false;
    if (stopped) return;
    onlineManager.setOnline(reachable);
    if (!reachable) timer = setTimeout(() => void check(), intervalMs);
  }

  const onOnline = () => void check();
  window.addEventListener('online', onOnline);
  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  };
}
