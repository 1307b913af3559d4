import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, matchPath, Navigate, type RouteObject } from 'react-router-dom';
import { getSession } from '../api/session';
import { hasPermission, sessionInfoQueryOptions } from '../data/session-info';
import { CenteredLoader } from '../components/PageState';
import { PublicOnly, RequireAuth } from './guards/RequireAuth';
import { PublicScreen, RouteScreen, ScreenShown } from './guards/RouteScreen';
import { registeredRoutes, RouteTableContext } from '../navigation/navigation';
import { NotFoundPage, RouteErrorPage } from './pages/Status.page';
import { HOME_PATH } from '../navigation/paths';
import { followNavigations, RouteRoot } from './RouteProgress';
import { screen, type AppRoute, type PublicRoute } from '../navigation/route-types';
import { APP_ROUTES, PUBLIC_ROUTES } from './routes';

/** The shell (header, navbar) is its own chunk, so the sign-in page loads without it. */
const HomeShell = screen(() => import('./shell/HomeShell'), 'HomeShell');

function LazyHomeShell() {
  return (
    <Suspense fallback={<CenteredLoader fullScreen label="Loading the console" />}>
      <HomeShell />
    </Suspense>
  );
}

/**
 * The router's tree, built from the route table: public routes, then the signed-in shell with one child per
 * route whose screen exists. Anything else inside the shell is "Page not found".
 */
export function createAppRoutes(
  routes: readonly AppRoute[] = APP_ROUTES,
  publicRoutes: readonly PublicRoute[] = PUBLIC_ROUTES,
): RouteObject[] {
  const home = routes.find((route) => route.path === HOME_PATH)?.screen;
  const afterSignIn = home ? [HomeShell, home] : [HomeShell];
  return [
    {
      element: <RouteRoot />,
      errorElement: (
        <>
          <RouteErrorPage />
          <ScreenShown />
        </>
      ),
      children: [
        {
          element: <PublicOnly preload={afterSignIn} />,
          children: publicRoutes.map((route) => ({
            path: route.path,
            element: <PublicScreen route={route} />,
          })),
        },
        {
          element: (
            <RouteTableContext value={routes}>
              <RequireAuth />
            </RouteTableContext>
          ),
          children: [
            {
              element: <LazyHomeShell />,
              children: [
                { path: '/', element: <Navigate to={HOME_PATH} replace /> },
                ...registeredRoutes(routes).map((route) => ({
                  path: route.path,
                  element: <RouteScreen route={route} />,
                })),
                {
                  path: '*',
                  element: (
                    <>
                      <NotFoundPage />
                      <ScreenShown />
                    </>
                  ),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Signed in at start: the shell and the screen of the address are fetched at once, beside the offline layer,
 * instead of each after the one before (the offline copy restored, then the shell drawn, then the screen).
 */
export function preloadStartScreen(
  pathname: string,
  routes: readonly AppRoute[] = APP_ROUTES,
  signedIn = getSession() !== null,
): void {
  if (!signedIn) return;
  const route = registeredRoutes(routes).find((candidate) => matchPath(candidate.path, pathname));
  for (const screen of [HomeShell, route?.screen]) void screen?.preload().catch(() => {});
}

/**
 * Signed in at start: the screen of the address asks for its first data once its code and the session are
 * loaded (both asked for at once), instead of once the shell and the screen are drawn. Only for a screen the
 * session may open: nothing is asked for that the user would be refused.
 */
export async function prefetchStartScreenData(
  client: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location,
  routes: readonly AppRoute[] = APP_ROUTES,
): Promise<void> {
  const route = registeredRoutes(routes).find((candidate) => matchPath(candidate.path, pathname));
  if (!route?.screen) return;
  try {
    const [session] = await Promise.all([
      client.fetchQuery(sessionInfoQueryOptions()),
      route.screen.preload(),
    ]);
    if (hasPermission(session, route.permission)) {
      await route.screen.prefetchData(client, new URLSearchParams(search), session);
    }
  } catch {
    // Offline, or the code could not be fetched: the screen asks again as it is drawn.
  }
}

export function createAppRouter() {
  preloadStartScreen(window.location.pathname);
  const router = createBrowserRouter(createAppRoutes());
  followNavigations(router);
  return router;
}
