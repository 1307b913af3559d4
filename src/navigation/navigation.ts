import { createContext, useContext } from 'react';
import { hasPermission } from '../data/session-info';
import type { SessionInfo } from '../domain/auth';
import { NAV_SECTIONS, type AppRoute, type NavSection } from './route-types';

/**
 * The route table the router was built from (the router provides it). The navbar, the dashboard and the
 * view switcher read it from here rather than importing the table, so what they offer is always exactly what
 * the router serves, and no screen imports the table that lazily imports it.
 */
export const RouteTableContext = createContext<readonly AppRoute[]>([]);

export function useRouteTable(): readonly AppRoute[] {
  return useContext(RouteTableContext);
}

/** Routes whose screen exists: only these are registered with the router. */
export function registeredRoutes(routes: readonly AppRoute[]): AppRoute[] {
  return routes.filter((route) => route.screen !== undefined);
}

export interface NavGroup {
  section: NavSection;
  routes: AppRoute[];
}

/**
 * The navbar: registered list routes the user holds the key for, grouped by section in NAV_SECTIONS order.
 * Sections with nothing to show are left out.
 */
export function navGroups(info: SessionInfo | undefined, routes: readonly AppRoute[]): NavGroup[] {
  const visible = registeredRoutes(routes).filter(
    (route) => route.nav && hasPermission(info, route.permission),
  );
  return NAV_SECTIONS.map((section) => ({
    section,
    routes: visible.filter((route) => route.section === section.id),
  })).filter((group) => group.routes.length > 0);
}

/** The dashboard's entry points: the navbar without the dashboard itself. */
export function areaGroups(info: SessionInfo | undefined, routes: readonly AppRoute[]): NavGroup[] {
  return navGroups(info, routes).filter((group) => group.section.id !== 'overview');
}

/** A list entry stays highlighted on its create, edit and detail pages. */
export function isActivePath(pathname: string, routePath: string): boolean {
  return pathname === routePath || pathname.startsWith(`${routePath}/`);
}
