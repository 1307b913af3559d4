import { useEffect, useState } from 'react';
import { Outlet, useLocation, type Location, type RouterState, type To } from 'react-router-dom';
import classes from './RouteProgress.module.css';

interface Followable {
  state: RouterState;
  subscribe: (listener: (state: RouterState) => void) => () => void;
  navigate: (to: To, options: { replace: boolean; state: unknown }) => Promise<void>;
}

/** The router being followed, for the first screen to check it did not miss a navigation. */
let followed: Followable | null = null;

/** Where the router is going: its state changes at once, React shows it once the screen's code is there. */
let target: string | null = null;
const listeners = new Set<() => void>();

/**
 * The router renders each navigation in a transition, so while the next screen's code loads the old screen
 * stays up: following the router's own state is how the console knows a screen is on its way.
 */
export function followNavigations(router: Followable): () => void {
  followed = router;
  const stop = router.subscribe((state) => {
    if (state.location.key === target) return;
    target = state.location.key;
    for (const listener of listeners) listener();
  });
  return () => {
    stop();
    if (followed === router) followed = null;
  };
}

function sameLocation(a: Location, b: Location): boolean {
  return a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/**
 * The router's first render is a transition React may pause (and a slow phone pauses it long). The router
 * provider reads the router's state when it starts rendering but listens to it only once it is on screen, so a
 * navigation in between (the back button while the console starts) changed the address and was never drawn.
 * Once the first screen is up, it looks again and goes where the router already is.
 */
function useCatchUpWithRouter() {
  const location = useLocation();
  const [first] = useState(location);
  useEffect(() => {
    const router = followed;
    if (!router) return;
    const now = router.state.location;
    if (sameLocation(now, first)) return;
    const { pathname, search, hash, state } = now;
    void router.navigate({ pathname, search, hash }, { replace: true, state });
  }, [first]);
}

function useTargetKey(): string | null {
  const [key, setKey] = useState(target);
  useEffect(() => {
    const update = () => setKey(target);
    listeners.add(update);
    update();
    return () => void listeners.delete(update);
  }, []);
  return key;
}

/**
 * A thin bar across the top from the moment a navigation starts until its screen shows: the old screen stays
 * in place meanwhile (the next one's code is still loading), and the bar says the tap was taken.
 */
export function RouteProgress() {
  const shown = useLocation().key;
  const going = useTargetKey();
  if (going === null || going === shown) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label="Opening the page"
      aria-busy="true"
      data-testid="route-progress"
    />
  );
}

/** The root of the route tree: the progress bar over whatever screen is showing. */
export function RouteRoot() {
  useCatchUpWithRouter();
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
