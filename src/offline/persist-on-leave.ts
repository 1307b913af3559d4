import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Saves the query cache's offline copy now (see QueryPersister.flush); a no-op outside the offline layer. */
export const PersistNowContext = createContext<() => void>(() => {});

/**
 * Saves the offline copy when the page is hidden (switching apps, locking the tablet) or unloaded (closing
 * the tab, reloading), the moments after which no throttled write may run. Returns the stop function.
 */
export function persistWhenHidden(persistNow: () => void, target: Window = window): () => void {
  const onVisibility = () => {
    if (target.document.visibilityState === 'hidden') persistNow();
  };
  target.addEventListener('pagehide', persistNow);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.removeEventListener('pagehide', persistNow);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Saves the offline copy each time the user leaves a screen, so what it showed is on the device. */
export function usePersistOnNavigation(): void {
  const persistNow = useContext(PersistNowContext);
  const { pathname } = useLocation();
  useEffect(() => persistNow, [pathname, persistNow]);
}
