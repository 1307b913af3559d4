import type { Page } from '@playwright/test';
import { apiCall, apiToken } from '../api';
import { ADMIN } from '../fixtures';

/** A dialog, drawer or menu and the clicks that open it from a screen (a button, then a menu item). */
export interface DialogOpener {
  name: string;
  path: string;
  clicks: Array<{ role: 'button' | 'menuitem'; name: string; exact?: boolean }>;
}

const button = (name: string) => ({ role: 'button' as const, name });

/** Everything open on top of a screen, for axe to check alone. */
export const OPEN_LAYER = '[role="dialog"]:not([aria-hidden="true"]), [role="menu"]';

async function firstOrder(page: Page, token: string, filter: object) {
  const data = await apiCall<{ workorders: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/workorder/Workorder/GetAll',
    { page: 1, pageSize: 1, ...filter },
  );
  return data.workorders[0]?.id;
}

/**
 * The dialogs, drawers and menus of the console's screens: the account menu and the phone's navigation on
 * every screen (checked once, on the dashboard), the list's filter panel, an order's assign, approval,
 * reopen and delete dialogs, the warehouse's location, the asset move, the reports' dialogs, a user's
 * password change and the import dialog.
 */
export async function dialogOpeners(page: Page, ids: Record<string, string>): Promise<DialogOpener[]> {
  const token = await apiToken(page.request);
  const unassigned = await firstOrder(page, token, { status: 1 });
  const awaitingReview = await firstOrder(page, token, { status: 4, approvalStatus: 1 });
  const deletable = awaitingReview ?? unassigned ?? ids.workOrder;
  const movable = await apiCall<{ assets: Array<{ id: string }> }>(
    page.request,
    token,
    'POST',
    '/api/asset/Asset/GetAllAssets',
    { page: 1, pageSize: 1, movementStatus: 4 },
  );
  const { users } = await apiCall<{ users: Array<{ id: string; email: string }> }>(
    page.request,
    token,
    'POST',
    '/api/account/User/GetAll',
    { page: 1, pageSize: 10 },
  );
  const otherAdmin = users.find((user) => user.email !== ADMIN.email)?.id;
  const openers: Array<DialogOpener | null> = [
    {
      name: 'account menu',
      path: '/dashboard',
      clicks: [{ role: 'button', name: 'Account menu', exact: false }],
    },
    // Named "Filter", then how many fields are in use.
    {
      name: 'work-order filter',
      path: '/work-order/list-view',
      clicks: [{ role: 'button', name: 'Filter', exact: false }],
    },
    { name: 'import dialog', path: '/work-locations', clicks: [button('Import')] },
    unassigned
      ? { name: 'assign dialog', path: `/work-order/${unassigned}`, clicks: [button('Assign')] }
      : null,
    awaitingReview
      ? { name: 'approval dialog', path: `/work-order/${awaitingReview}`, clicks: [button('Approve')] }
      : null,
    { name: 'reopen dialog', path: `/work-order/${ids.workOrder}`, clicks: [button('Re-Open')] },
    // An approved order may no longer be deleted, so its menu is empty; one awaiting review still may be.
    { name: 'order actions menu', path: `/work-order/${deletable}`, clicks: [button('More actions')] },
    {
      name: 'delete confirmation',
      path: `/work-order/${deletable}`,
      clicks: [button('More actions'), { role: 'menuitem', name: 'Delete' }],
    },
    {
      name: 'warehouse location',
      path: `/wh-locations/${ids.warehouse}`,
      clicks: [button('Change location')],
    },
    movable.assets[0]
      ? { name: 'asset move', path: `/asset/${movable.assets[0].id}`, clicks: [button('Move asset')] }
      : null,
    { name: 'add widget', path: `/reports/${ids.dashboard}`, clicks: [button('Add widget')] },
    { name: 'new dashboard', path: '/reports?tab=dashboards', clicks: [button('New dashboard')] },
    // Offered for another user only: one's own password is changed on the profile.
    otherAdmin
      ? {
          name: 'change password',
          path: `/user-management/admin/${otherAdmin}`,
          clicks: [button('Change password')],
        }
      : null,
  ];
  return openers.filter((opener) => opener !== null);
}
