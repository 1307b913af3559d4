import { FORGET_PASSWORD_PATH, HOME_PATH, SIGN_IN_PATH } from './paths';
import { inSection, screen, type AppRoute, type PublicRoute } from './route-types';

/** The only routes reachable without signing in. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: SIGN_IN_PATH,
    title: 'Sign in',
    screen: screen(() => import('../features/auth/SignIn.page'), 'SignInPage'),
  },
  {
    path: FORGET_PASSWORD_PATH,
    title: 'Forgot password',
    screen: screen(() => import('../features/auth/ForgetPassword.page'), 'ForgetPasswordPage'),
  },
];

const ADMIN_GROUPS = '/user-management/admin/access-groups';
const CREW_GROUPS = '/user-management/crew/access-groups';
const CREW_WL_GROUPS = '/user-management/crew/work-location-groups';
const VENDOR_GROUPS = '/user-management/vendor/access-groups';
const VENDOR_WL_GROUPS = '/user-management/vendor/work-location-groups';

/**
 * Every signed-in route of SPEC section 2 with the permission key it needs. Lists need `.view`, create pages
 * `.create`, explicit edit pages `.update`; a `/:id` detail page needs `.view` and its screen offers saving
 * only with `.update`. Nested user-management paths whose prefix the specification leaves open follow the
 * admin pattern (`/user-management/<kind>/access-groups/...`, `.../work-location-groups/...`).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  ...inSection('overview', [
    {
      path: HOME_PATH,
      title: 'Dashboard',
      permission: null,
      nav: true,
      screen: screen(() => import('../features/dashboard/Dashboard.page'), 'DashboardPage'),
    },
  ]),
  ...inSection('workOrders', [
    { path: '/work-order/quick-view', permission: 'workOrder.view', title: 'Quick view', nav: true },
    { path: '/work-order/quick-view/create', permission: 'workOrder.create', title: 'New work order' },
    { path: '/work-order/list-view', permission: 'workOrder.view', title: 'Work orders', nav: true },
    { path: '/work-order/list-view/create', permission: 'workOrder.create', title: 'New work order' },
    { path: '/work-order/list-view/:id', permission: 'workOrder.update', title: 'Edit work order' },
    { path: '/work-order/list-view/view/:id', permission: 'workOrder.view', title: 'Work order' },
    {
      path: '/work-order/list-view/assign-work-order',
      permission: 'workOrder.update',
      title: 'Assign work orders',
    },
    { path: '/work-order/list-view/assign-wo', permission: 'workOrder.update', title: 'Assign work order' },
    { path: '/work-order/swim-lane', permission: 'swimLane.view', title: 'Swim lane', nav: true },
    { path: '/work-order/map-view', permission: 'mapView.view', title: 'Map view', nav: true },
    {
      path: '/work-order/map-view/completed-order',
      permission: 'mapView.view',
      title: 'Completed orders map',
    },
    { path: '/work-order/:id', permission: 'workOrder.view', title: 'Work order' },
  ]),
  ...inSection('assets', [
    { path: '/wh-locations', permission: 'warehouse.view', title: 'Warehouses', nav: true },
    { path: '/wh-locations/create', permission: 'warehouse.create', title: 'New warehouse' },
    { path: '/wh-locations/:id', permission: 'warehouse.view', title: 'Warehouse' },
    { path: '/wh-locations/wh-users/:id', permission: 'warehouseUser.view', title: 'Warehouse users' },
    {
      path: '/wh-locations/wh-users/create',
      permission: 'warehouseUser.create',
      title: 'New warehouse user',
    },
    {
      path: '/wh-locations/wh-users/edit/:id',
      permission: 'warehouseUser.update',
      title: 'Edit warehouse user',
    },
    { path: '/assetType', permission: 'assetType.view', title: 'Asset types', nav: true },
    { path: '/assetType/create', permission: 'assetType.create', title: 'New asset type' },
    { path: '/assetType/:id', permission: 'assetType.view', title: 'Asset type' },
    { path: '/asset', permission: 'asset.view', title: 'Assets', nav: true },
    { path: '/asset/create', permission: 'asset.create', title: 'New asset' },
    { path: '/asset/:id', permission: 'asset.view', title: 'Asset' },
    { path: '/supplier', permission: 'supplier.view', title: 'Suppliers', nav: true },
    { path: '/supplier/create', permission: 'supplier.create', title: 'New supplier' },
    { path: '/supplier/:id', permission: 'supplier.view', title: 'Supplier' },
    { path: '/manufacturer', permission: 'manufacturer.view', title: 'Manufacturers', nav: true },
    { path: '/manufacturer/create', permission: 'manufacturer.create', title: 'New manufacturer' },
    { path: '/manufacturer/:id', permission: 'manufacturer.view', title: 'Manufacturer' },
  ]),
  ...inSection('locations', [
    { path: '/projects', permission: 'project.view', title: 'Projects', nav: true },
    { path: '/projects/create', permission: 'project.create', title: 'New project' },
    { path: '/projects/:id', permission: 'project.view', title: 'Project' },
    { path: '/access-groups', permission: 'accessGroup.view', title: 'Access groups', nav: true },
    { path: '/access-groups/create', permission: 'accessGroup.create', title: 'New access group' },
    { path: '/access-groups/:id', permission: 'accessGroup.view', title: 'Access group' },
    { path: '/work-locations', permission: 'workLocation.view', title: 'Work locations', nav: true },
    { path: '/work-locations/create', permission: 'workLocation.create', title: 'New work location' },
    { path: '/work-locations/:id', permission: 'workLocation.view', title: 'Work location' },
    {
      path: '/wl-templates',
      permission: 'workLocationTemplate.view',
      title: 'Work location templates',
      nav: true,
    },
    {
      path: '/wl-templates/create',
      permission: 'workLocationTemplate.create',
      title: 'New work location template',
    },
    {
      path: '/wl-templates/:id',
      permission: 'workLocationTemplate.view',
      title: 'Work location template',
    },
    {
      path: '/work-locations-groups',
      permission: 'workLocationGroup.view',
      title: 'Work location groups',
      nav: true,
    },
    {
      path: '/work-locations-groups/create',
      permission: 'workLocationGroup.create',
      title: 'New work location group',
    },
    {
      path: '/work-locations-groups/:id',
      permission: 'workLocationGroup.view',
      title: 'Work location group',
    },
  ]),
  ...inSection('workflows', [
    { path: '/workflow-template', permission: 'workflow.view', title: 'Workflow templates', nav: true },
    { path: '/workflow-template/create', permission: 'workflow.create', title: 'New workflow template' },
    { path: '/workflow-template/:id', permission: 'workflow.view', title: 'Workflow template' },
    {
      path: '/activity-template',
      permission: 'activityTemplate.view',
      title: 'Activity templates',
      nav: true,
    },
    {
      path: '/activity-template/create',
      permission: 'activityTemplate.create',
      title: 'New activity template',
    },
    {
      path: '/activity-template/edit',
      permission: 'activityTemplate.update',
      title: 'Edit activity template',
    },
  ]),
  ...inSection('reports', [
    { path: '/reports', permission: 'report.view', title: 'Reports', nav: true },
    { path: '/reports/create', permission: 'report.create', title: 'New report' },
    { path: '/reports/edit/:id', permission: 'report.update', title: 'Edit report' },
    { path: '/reports/:id', permission: 'report.dashboard', title: 'Report dashboard' },
  ]),
  ...inSection('users', [
    {
      path: '/roles-permissions',
      permission: 'role.view',
      title: 'Roles and permissions',
      nav: true,
      screen: screen(() => import('../features/roles/Roles.page'), 'RolesPage'),
    },
    {
      path: '/user-management/admin',
      permission: 'adminUser.view',
      title: 'Admin users',
      nav: true,
      screen: screen(() => import('../features/admin-users/AdminUsers.page'), 'AdminUsersPage'),
    },
    {
      path: '/user-management/admin/create',
      permission: 'adminUser.create',
      title: 'New admin user',
      screen: screen(() => import('../features/admin-users/AdminUserCreate.page'), 'AdminUserCreatePage'),
    },
    {
      path: '/user-management/admin/:id',
      permission: 'adminUser.view',
      title: 'Admin user',
      screen: screen(() => import('../features/admin-users/AdminUser.page'), 'AdminUserPage'),
    },
    {
      path: `${ADMIN_GROUPS}/:id/:vendorId`,
      permission: 'adminAccessGroup.view',
      title: 'Admin access groups',
    },
    {
      path: `${ADMIN_GROUPS}/:adminId/create/:vendorId`,
      permission: 'adminAccessGroup.create',
      title: 'New admin access group',
    },
    {
      path: `${ADMIN_GROUPS}/:adminId/Edit/:projectId/:id`,
      permission: 'adminAccessGroup.update',
      title: 'Edit admin access group',
    },
    {
      path: '/user-management/mobile-user',
      permission: 'workforce.view',
      title: 'Mobile users',
      nav: true,
      screen: screen(() => import('../features/workforce/Workforce.page'), 'WorkforcePage'),
    },
    {
      path: '/user-management/mobile-user/create',
      permission: 'workforce.create',
      title: 'New mobile user',
      screen: screen(() => import('../features/workforce/WorkforceCreate.page'), 'WorkforceCreatePage'),
    },
    {
      path: '/user-management/mobile-user/:id',
      permission: 'workforce.view',
      title: 'Mobile user',
      screen: screen(() => import('../features/workforce/WorkforceMember.page'), 'WorkforceMemberPage'),
    },
    {
      path: '/user-management/crew',
      permission: 'crew.view',
      title: 'Crews',
      nav: true,
      screen: screen(() => import('../features/crews/Crews.page'), 'CrewsPage'),
    },
    {
      path: '/user-management/crew/create',
      permission: 'crew.create',
      title: 'New crew',
      screen: screen(() => import('../features/crews/CrewCreate.page'), 'CrewCreatePage'),
    },
    {
      path: '/user-management/crew/:id',
      permission: 'crew.view',
      title: 'Crew',
      screen: screen(() => import('../features/crews/Crew.page'), 'CrewPage'),
    },
    { path: `${CREW_GROUPS}/:id/:vendorId`, permission: 'crewAccessGroup.view', title: 'Crew access groups' },
    {
      path: `${CREW_GROUPS}/:crewId/create/:vendorId`,
      permission: 'crewAccessGroup.create',
      title: 'New crew access group',
    },
    {
      path: `${CREW_GROUPS}/:crewId/Edit/:projectId/:id`,
      permission: 'crewAccessGroup.update',
      title: 'Edit crew access group',
    },
    {
      path: `${CREW_WL_GROUPS}/:id/:vendorId`,
      permission: 'crewWorkLocationGroup.view',
      title: 'Crew work location groups',
    },
    {
      path: `${CREW_WL_GROUPS}/:crewId/:vendorId/create`,
      permission: 'crewWorkLocationGroup.create',
      title: 'New crew work location group',
    },
    {
      path: `${CREW_WL_GROUPS}/:crewId/:vendorId/Edit/:projectId`,
      permission: 'crewWorkLocationGroup.update',
      title: 'Edit crew work location group',
    },
    {
      path: '/user-management/vendor',
      permission: 'vendor.view',
      title: 'Vendors',
      nav: true,
      screen: screen(() => import('../features/vendors/Vendors.page'), 'VendorsPage'),
    },
    {
      path: '/user-management/vendor/create',
      permission: 'vendor.create',
      title: 'New vendor',
      screen: screen(() => import('../features/vendors/VendorCreate.page'), 'VendorCreatePage'),
    },
    {
      path: '/user-management/vendor/:id',
      permission: 'vendor.view',
      title: 'Vendor',
      screen: screen(() => import('../features/vendors/Vendor.page'), 'VendorPage'),
    },
    { path: `${VENDOR_GROUPS}/:id`, permission: 'vendorAccessGroup.view', title: 'Vendor access groups' },
    {
      path: `${VENDOR_GROUPS}/:vendorId/create`,
      permission: 'vendorAccessGroup.create',
      title: 'New vendor access group',
    },
    {
      path: `${VENDOR_GROUPS}/:vendorId/Edit/:projectId/:id`,
      permission: 'vendorAccessGroup.update',
      title: 'Edit vendor access group',
    },
    {
      path: `${VENDOR_WL_GROUPS}/:id`,
      permission: 'vendorWorkLocationGroup.view',
      title: 'Vendor work location groups',
    },
    {
      path: `${VENDOR_WL_GROUPS}/:vendorId/create`,
      permission: 'vendorWorkLocationGroup.create',
      title: 'New vendor work location group',
    },
    {
      path: `${VENDOR_WL_GROUPS}/:vendorId/Edit/:projectId`,
      permission: 'vendorWorkLocationGroup.update',
      title: 'Edit vendor work location group',
    },
    {
      path: '/user-management/vendor/worklocations/:id',
      permission: 'vendorWorkLocation.view',
      title: 'Vendor work locations',
    },
  ]),
  ...inSection('organisation', [
    {
      path: '/organizations',
      permission: 'organisation.view',
      title: 'Organisations',
      nav: true,
      screen: screen(() => import('../features/organisations/Organisations.page'), 'OrganisationsPage'),
    },
    {
      path: '/organizations/create',
      permission: 'organisation.create',
      title: 'New organisation',
      screen: screen(() => import('../features/organisations/OrganisationCreate.page'), 'OrganisationCreatePage'),
    },
    {
      path: '/organizations/:id',
      permission: 'organisation.view',
      title: 'Organisation',
      screen: screen(() => import('../features/organisations/Organisation.page'), 'OrganisationPage'),
    },
    {
      path: '/import-export-history/:dataTypeId/:operationTypeId',
      permission: 'importExport.view',
      title: 'Import and export history',
    },
  ]),
  ...inSection('account', [
    {
      path: '/settings/profile',
      permission: null,
      title: 'Profile',
      nav: true,
      screen: screen(() => import('../features/settings/Profile.page'), 'ProfilePage'),
    },
    {
      path: '/settings/notifications',
      permission: null,
      title: 'Notification settings',
      nav: true,
      screen: screen(
        () => import('../features/settings/NotificationSettings.page'),
        'NotificationSettingsPage',
      ),
    },
    {
      path: '/notifications',
      permission: null,
      title: 'Notifications',
      screen: screen(() => import('../features/notifications/Notifications.page'), 'NotificationsPage'),
    },
  ]),
];
