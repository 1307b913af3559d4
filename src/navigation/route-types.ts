import {
  IconBuilding,
  IconBuildingWarehouse,
  IconClipboardList,
  IconHierarchy2,
  IconLayoutDashboard,
  IconMapPin,
  IconReportAnalytics,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { PermissionKey } from '../domain/permissions';
import type { SessionInfo } from '../domain/auth';

/**
 * A screen is loaded on first visit, so each area's code is its own chunk; `preload()` fetches it ahead of
 * the visit (the shell and the dashboard while the sign-in screen waits for the user).
 */
export type Screen = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<unknown>;
  /**
   * Loads the screen and asks for the data it shows first, for the search part of its address, when its
   * module says how (`export function prefetchScreenData`); resolves when asked, whatever the answer.
   */
  prefetchData: ScreenDataPrefetch;
};

/**
 * What a screen's module may export to have its first data asked for before it is drawn: the session is the
 * signed-in user's, for a screen whose data needs a permission of its own.
 */
export type ScreenDataPrefetch = (
  client: QueryClient,
  search: URLSearchParams,
  session: SessionInfo,
) => Promise<void>;

/**
 * `screen(() => import('../features/assets/Assets.page'), 'AssetsPage')`: the one line that turns a route of
 * the table into a reachable, navigable screen.
 */
export function screen<
  Module extends Record<Name, ComponentType> & { prefetchScreenData?: ScreenDataPrefetch },
  Name extends keyof Module,
>(load: () => Promise<Module>, name: Name): Screen {
  // One load for the preload and the visit; a failed one (offline) is tried again by the next.
  let loading: Promise<Module> | null = null;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const prefetchData: ScreenDataPrefetch = async (client, search, session) => {
    const prefetch = (await preload()).prefetchScreenData;
    if (prefetch) await prefetch(client, search, session);
  };
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload, prefetchData },
  );
}

export type NavSectionId =
  | 'overview'
  | 'workOrders'
  | 'assets'
  | 'locations'
  | 'workflows'
  | 'reports'
  | 'users'
  | 'organisation'
  | 'account';

export interface NavSection {
  id: NavSectionId;
  label: string;
  icon: Icon;
}

/** Navbar groups, in the order they are shown. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'overview', label: 'Overview', icon: IconLayoutDashboard },
  { id: 'workOrders', label: 'Work orders', icon: IconClipboardList },
  { id: 'assets', label: 'Assets and warehouses', icon: IconBuildingWarehouse },
  { id: 'locations', label: 'Projects and locations', icon: IconMapPin },
  { id: 'workflows', label: 'Workflows', icon: IconHierarchy2 },
  { id: 'reports', label: 'Reports', icon: IconReportAnalytics },
  { id: 'users', label: 'User management', icon: IconUsers },
  { id: 'organisation', label: 'Organisation', icon: IconBuilding },
  { id: 'account', label: 'My account', icon: IconUserCircle },
];

export interface RouteDefinition {
  path: string;
  title: string;
  /**
   * The key a user needs to see and reach the route. null only for /dashboard and the user's own settings
   * and notifications, which every signed-in user has.
   */
  permission: PermissionKey | null;
  /** Listed in the navbar and on the dashboard; create, edit and detail pages are reached from their list. */
  nav?: boolean;
  /** Added by the issue that builds the screen; until then the route is neither registered nor shown. */
  screen?: Screen;
}

export interface AppRoute extends RouteDefinition {
  section: NavSectionId;
}

export interface PublicRoute {
  path: string;
  title: string;
  screen: Screen;
}

/** Tags each route of a group with its navbar section, so the table reads as one block per area. */
export function inSection(section: NavSectionId, routes: readonly RouteDefinition[]): AppRoute[] {
  return routes.map((route) => ({ ...route, section }));
}
