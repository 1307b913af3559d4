import { useEffect, useState } from 'react';
import { Outlet, useLocation, type RouterState } from 'react-router-dom';
import classes from './RouteProgress.module.css';

interface Followable {
  state: RouterState;
  subscribe: (listener: (state: RouterState) => void) => () => void;
}

/** Where the router is going: its state changes at once, React shows it once the screen's code is there. */
let target: string | null = null;
const listeners = new Set<() => void>();

/**
 * The router renders each navigation in a transition, so while the next screen's code loads the old screen
 * stays up: following the router's own state is how the console knows a screen is on its way.
 */
export function followNavigations(router: Followable): () => void {
  return router.subscribe((state) => {
    if (state.location.key === target) return;
    target = state.location.key;
    for (const listener of listeners) listener();
  });
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
  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
