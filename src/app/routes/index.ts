import { FORGET_PASSWORD_PATH, SIGN_IN_PATH } from '../../navigation/paths';
import { screen, type AppRoute, type PublicRoute } from '../../navigation/route-types';

import { OVERVIEW_ROUTES } from './overview';
import { WORK_ORDERS_ROUTES } from './work-orders';
import { ASSETS_ROUTES } from './assets';
import { LOCATIONS_ROUTES } from './locations';
import { WORKFLOWS_ROUTES } from './workflows';
import { REPORTS_ROUTES } from './reports';
import { USERS_ROUTES } from './users';
import { ORGANISATION_ROUTES } from './organisation';
import { ACCOUNT_ROUTES } from './account';

/** The only routes reachable without signing in. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: SIGN_IN_PATH,
    title: 'Sign in',
    screen: screen(() => import('../../features/auth/SignIn.page'), 'SignInPage'),
  },
  {
    path: FORGET_PASSWORD_PATH,
    title: 'Forgot password',
    screen: screen(() => import('../../features/auth/ForgetPassword.page'), 'ForgetPasswordPage'),
  },
];

/**
 * Every signed-in route of SPEC section 2 with the permission key it needs. Lists need `.view`, create pages
 * `.create`, explicit edit pages `.update`; a `/:id` detail page needs `.view` and its screen offers saving
 * only with `.update`. Nested user-management paths whose prefix the specification leaves open follow the
 * admin pattern (`/user-management/<kind>/access-groups/...`, `.../work-location-groups/...`).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  ...OVERVIEW_ROUTES,
  ...WORK_ORDERS_ROUTES,
  ...ASSETS_ROUTES,
  ...LOCATIONS_ROUTES,
  ...WORKFLOWS_ROUTES,
  ...REPORTS_ROUTES,
  ...USERS_ROUTES,
  ...ORGANISATION_ROUTES,
  ...ACCOUNT_ROUTES,
];
