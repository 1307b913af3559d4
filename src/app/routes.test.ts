import { describe, expect, it } from 'vitest';
import { sessionInfo } from '../../tests/support/session-fixtures';
import { hasPermission } from '../data/session-info';
import { isPermissionKey } from '../domain/permissions';
import { areaGroups, isActivePath, navGroups, registeredRoutes } from '../navigation/navigation';
import { screen as lazyScreen, type AppRoute } from '../navigation/route-types';
import { APP_ROUTES, PUBLIC_ROUTES } from './routes';

function TestPage() {
  return null;
}
const testScreen = lazyScreen(async () => ({ TestPage }), 'TestPage');

const PERSONAL = ['/dashboard', '/settings/profile', '/settings/notifications', '/notifications'];

describe('the route table', () => {
  it('lists every route of the specification once', () => {
    const paths = APP_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(92);
    expect(PUBLIC_ROUTES.map((route) => route.path)).toEqual(['/sign-in', '/forget-password']);
  });

  it('gives every route except the dashboard and personal pages a real permission key', () => {
    for (const route of APP_ROUTES) {
      if (PERSONAL.includes(route.path)) expect(route.permission).toBeNull();
      else expect(isPermissionKey(route.permission ?? ''), route.path).toBe(true);
    }
  });

  it('registers only routes whose screen exists', () => {
    expect(registeredRoutes(APP_ROUTES).map((route) => route.path)).toContain('/dashboard');
    expect(registeredRoutes(APP_ROUTES).every((route) => route.screen !== undefined)).toBe(true);
  });
});

describe('navigation by permission', () => {
  const routes: AppRoute[] = [
    {
      path: '/dashboard',
      title: 'Dashboard',
      section: 'overview',
      permission: null,
      nav: true,
      screen: testScreen,
    },
    {
      path: '/asset',
      title: 'Assets',
      section: 'assets',
      permission: 'asset.view',
      nav: true,
      screen: testScreen,
    },
    {
      path: '/asset/create',
      title: 'New asset',
      section: 'assets',
      permission: 'asset.create',
      screen: testScreen,
    },
    { path: '/supplier', title: 'Suppliers', section: 'assets', permission: 'supplier.view', nav: true },
    {
      path: '/projects',
      title: 'Projects',
      section: 'locations',
      permission: 'project.view',
      nav: true,
      screen: testScreen,
    },
  ];

  it('shows only granted list routes that have a screen, grouped by section', () => {
    const groups = navGroups(sessionInfo(['asset.view', 'supplier.view']), routes);
    expect(groups.map((group) => [group.section.id, group.routes.map((route) => route.path)])).toEqual([
      ['overview', ['/dashboard']],
      ['assets', ['/asset']],
    ]);
  });

  it('leaves the dashboard out of the dashboard entry points', () => {
    const groups = areaGroups(sessionInfo(['project.view']), routes);
    expect(groups.map((group) => group.section.label)).toEqual(['Projects and locations']);
  });

  it('grants keyless routes to every signed-in user and nothing while the session is unknown', () => {
    expect(hasPermission(sessionInfo([]), null)).toBe(true);
    expect(hasPermission(undefined, null)).toBe(false);
    expect(hasPermission(sessionInfo(['asset.view']), 'asset.create')).toBe(false);
  });

  it('keeps a list entry active on its sub-pages only', () => {
    expect(isActivePath('/asset/create', '/asset')).toBe(true);
    expect(isActivePath('/assetType', '/asset')).toBe(false);
  });
});
