import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useIsSignedIn } from '../../api/use-stored-session';
import { CenteredLoader } from '../../components/PageState';
import { usePreloadWhenIdle } from '../../offline/when-idle';
import { HOME_PATH, safeReturnPath, SIGN_IN_PATH } from '../../navigation/paths';
import type { Screen } from '../../navigation/route-types';

/** Where the sign-in page was entered from, carried in the navigation state. */
export interface SignInLocationState {
  from?: string;
}

/**
 * Every signed-in route sits below this. Without a stored session the user goes to /sign-in, which remembers
 * the page they wanted. It also reacts to a session cleared elsewhere (refused refresh, another tab).
 */
export function RequireAuth() {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (!signedIn) {
    const state: SignInLocationState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={SIGN_IN_PATH} replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Fetches `screens` ahead of their first visit (not on Data Saver), once the screen beside it is usable: this
 * renders inside that screen's Suspense boundary, so it mounts only when the screen has, and it waits for the
 * page's load event and then for idle time, so the next screens' code never competes with the current one's.
 * A failed fetch (offline) is left for the visit to try again.
 */
function PreloadWhenShown({ screens }: { screens: readonly Screen[] }) {
  const preloads = useMemo(() => screens.map((screen) => screen.preload), [screens]);
  usePreloadWhenIdle(preloads);
  return null;
}

/**
 * /sign-in and /forget-password: a signed-in user has no business there and goes on to the console. Once the
 * form shows, while the user types, the screens signing in leads to (`preload`: the shell, the dashboard) are
 * fetched.
 */
export function PublicOnly({ preload = [] }: { preload?: readonly Screen[] }) {
  const signedIn = useIsSignedIn();
  const location = useLocation();
  if (signedIn) {
    const from = (location.state as SignInLocationState | null)?.from;
    return <Navigate to={from ? safeReturnPath(from) : HOME_PATH} replace />;
  }
  return (
    <Suspense fallback={<CenteredLoader fullScreen />}>
      <Outlet />
      <PreloadWhenShown screens={preload} />
    </Suspense>
  );
}
