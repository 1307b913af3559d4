import { onlineManager } from '@tanstack/react-query';

/**
 * Where the console stands: `online` (the server answers), `offline` (the device has no network) or
 * `unreachable` (the device has a network but the server does not answer: down, a captive portal, a network
 * without internet).
 */
export type Connectivity = 'online' | 'offline' | 'unreachable';

/** How long to wait before asking an unreachable server again: seconds, growing, never minutes. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000];
/** A health check that hangs (a server that accepts and never answers) counts as unreachable. */
const PROBE_TIMEOUT_MS = 5_000;
const HEALTH_PATH = '/api/health';

let current: Connectivity = 'online';
const listeners = new Set<() => void>();
let askNow: (() => void) | null = null;

export function getConnectivity(): Connectivity {
  return current;
}

export function subscribeConnectivity(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setConnectivity(next: Connectivity): void {
  onlineManager.setOnline(next === 'online');
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/**
 * The service worker saw a request get no response (a read it then answered from its cache, or a write it
 * kept): while the console believes it is online, ask the server now; the watch then keeps asking.
 */
export function reportServerUnreachable(): void {
  if (current === 'online') askNow?.();
}

/** True when the server answers its health check (never the worker's cache: /api/health is not cached). */
export async function probeServer(): Promise<boolean> {
  try {
    const response = await fetch(HEALTH_PATH, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Online means the server can be reached, not only that the device has a network: `navigator.onLine` stays
 * true on a network without internet, behind a captive portal, or while the server is down. The console asks
 * the server at start, whenever the browser says it is back online, when the worker reports a request
 * without an answer, and, while it cannot reach it, again after each delay of `delays` (the last one
 * repeating). Queries pause until it answers. Returns the stop function.
 */
export function watchConnectivity(
  probe: () => Promise<boolean> = probeServer,
  delays: number | readonly number[] = RETRY_DELAYS_MS,
): () => void {
  const schedule = typeof delays === 'number' ? [delays] : delays;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let checking = false;
  let failures = 0;

  async function check() {
    if (stopped || checking) return;
    checking = true;
    clearTimeout(timer);
    const reachable = await probe();
    checking = false;
    if (stopped) return;
    if (reachable) {
      failures = 0;
      setConnectivity('online');
      return;
    }
    setConnectivity(navigator.onLine ? 'unreachable' : 'offline');
    timer = setTimeout(() => void check(), schedule[Math.min(failures, schedule.length - 1)]);
    failures += 1;
  }

  const restart = () => {
    failures = 0;
    void check();
  };
  const onOffline = () => setConnectivity('offline');
  window.addEventListener('online', restart);
  window.addEventListener('offline', onOffline);
  askNow = restart;
  void check();
  return () => {
    stopped = true;
    clearTimeout(timer);
    if (askNow === restart) askNow = null;
    window.removeEventListener('online', restart);
    window.removeEventListener('offline', onOffline);
  };
}
