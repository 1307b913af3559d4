import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  use,
  useCallback,
  useEffect,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { getSession } from '../api/session';
import { sessionInfoQueryOptions } from '../data/session-info';
import { useIsSignedIn } from '../api/use-stored-session';
import { PersistNowContext } from '../offline/persist-on-leave';
// The browser's install offer comes once per page load, maybe early: its listener is there from the start.
import '../offline/pwa-state';
import { createQueryClient } from '../offline/query-client';
import type { OfflineRuntime as Runtime } from '../offline/OfflineRuntime';
import { useIdle } from '../offline/when-idle';

const saveNothing = () => {};

type RuntimeProps = ComponentProps<typeof Runtime>;

/** Its code could not be fetched: the console still starts, without the offline copy. */
function WithoutOfflineRuntime({ onReady }: RuntimeProps) {
  useEffect(() => onReady(saveNothing), [onReady]);
  return null;
}

const OfflineRuntime = lazy(() =>
  import('../offline/OfflineRuntime').then(
    (module) => ({ default: module.OfflineRuntime }),
    (error: unknown) => {
      console.warn('The offline layer could not be loaded', error);
      return { default: WithoutOfflineRuntime };
    },
  ),
);

const RestoredContext = createContext(true);

/**
 * False while the offline copy is being restored at start: what would start queries (the router) waits, while
 * the providers around it can already draw a loader.
 */
export function useOfflineRestored(): boolean {
  return use(RestoredContext);
}

/**
 * Owns the QueryClient, and loads the offline layer (OfflineRuntime: the persisted cache, the service worker,
 * the outbox triggers) when there is a user to work offline for:
 * - signed in at start, before anything renders, so an offline start shows the last data;
 * - signed out at start, once signed in and the browser is idle: the sign-in screen needs none of it, and
 *   signing out keeps it running (it clears the offline copies).
 */
export function OfflineProvider({
  children,
  prefetchStart,
}: {
  children: ReactNode;
  /** Signed in at start: asks for the first screen's data, beside the session and the restore. */
  prefetchStart?: (client: QueryClient) => Promise<void>;
}) {
  const [queryClient] = useState(createQueryClient);
  const [restoreFirst] = useState(() => getSession() !== null);
  // Every signed-in screen waits for the session (permissions): asked for now, beside the restore, not after.
  useEffect(() => {
    if (!restoreFirst) return;
    void queryClient.prefetchQuery(sessionInfoQueryOptions());
    void prefetchStart?.(queryClient);
  }, [queryClient, restoreFirst, prefetchStart]);
  const wanted = useIdle(useIsSignedIn()) || restoreFirst;
  const [persistNow, setPersistNow] = useState<(() => void) | null>(null);

  // The router's first render (the shell and the screen) is a transition: React yields to the browser every
  // few milliseconds instead of holding the main thread for the whole tree.
  const onReady = useCallback((flush: () => void) => startTransition(() => setPersistNow(() => flush)), []);

  return (
    <QueryClientProvider client={queryClient}>
      {wanted ? (
        <Suspense fallback={null}>
          <OfflineRuntime queryClient={queryClient} onReady={onReady} />
        </Suspense>
      ) : null}
      {/* Restoring takes a moment; the router waits for it (useOfflineRestored), or every query would start
          with no data. */}
      <RestoredContext value={persistNow !== null || !restoreFirst}>
        <PersistNowContext value={persistNow ?? saveNothing}>{children}</PersistNowContext>
      </RestoredContext>
    </QueryClientProvider>
  );
}
