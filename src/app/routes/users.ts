import { inSection, screen, type AppRoute } from '../../navigation/route-types';

const ADMIN_GROUPS = '/user-management/admin/access-groups';
const CREW_GROUPS = '/user-management/crew/access-groups';
const CREW_WL_GROUPS = '/user-management/crew/work-location-groups';
const VENDOR_GROUPS = '/user-management/vendor/access-groups';
const VENDOR_WL_GROUPS = '/user-management/vendor/work-location-groups';

export const USERS_ROUTES: readonly AppRoute[] = inSection('users', [
  {
    path: '/roles-permissions',
    permission: 'role.view',
    title: 'Roles and permissions',
    nav: true,
    screen: screen(() => import('../../features/roles/Roles.page'), 'RolesPage'),
  },
  {
    path: '/user-management/admin',
    permission: 'adminUser.view',
    title: 'Admin users',
    nav: true,
    screen: screen(() => import('../../features/admin-users/AdminUsers.page'), 'AdminUsersPage'),
  },
  {
    path: '/user-management/admin/create',
    permission: 'adminUser.create',
    title: 'New admin user',
    screen: screen(() => import('../../features/admin-users/AdminUserCreate.page'), 'AdminUserCreatePage'),
  },
  {
    path: '/user-management/admin/:id',
    permission: 'adminUser.view',
    title: 'Admin user',
    screen: screen(() => import('../../features/admin-users/AdminUser.page'), 'AdminUserPage'),
  },
  {
    path: `${ADMIN_GROUPS}/:id/:vendorId`,
    permission: 'adminAccessGroup.view',
    title: 'Admin access groups',
    screen: screen(() => import('../../features/access-grants/Grants.page'), 'AdminGrantsPage'),
  },
  {
    path: `${ADMIN_GROUPS}/:adminId/create/:vendorId`,
    permission: 'adminAccessGroup.create',
    title: 'New admin access group',
    screen: screen(() => import('../../features/access-grants/GrantEdit.page'), 'AdminGrantCreatePage'),
  },
  {
    path: `${ADMIN_GROUPS}/:adminId/Edit/:projectId/:id`,
    permission: 'adminAccessGroup.update',
    title: 'Edit admin access group',
    screen: screen(() => import('../../features/access-grants/GrantEdit.page'), 'AdminGrantEditPage'),
  },
  {
    path: '/user-management/mobile-user',
    permission: 'workforce.view',
    title: 'Mobile users',
    nav: true,
    screen: screen(() => import('../../features/workforce/Workforce.page'), 'WorkforcePage'),
  },
  {
    path: '/user-management/mobile-user/create',
    permission: 'workforce.create',
    title: 'New mobile user',
    screen: screen(() => import('../../features/workforce/WorkforceCreate.page'), 'WorkforceCreatePage'),
  },
  {
    path: '/user-management/mobile-user/:id',
    permission: 'workforce.view',
    title: 'Mobile user',
    screen: screen(() => import('../../features/workforce/WorkforceMember.page'), 'WorkforceMemberPage'),
  },
  {
    path: '/user-management/crew',
    permission: 'crew.view',
    title: 'Crews',
    nav: true,
    screen: screen(() => import('../../features/crews/Crews.page'), 'CrewsPage'),
  },
  {
    path: '/user-management/crew/create',
    permission: 'crew.create',
    title: 'New crew',
    screen: screen(() => import('../../features/crews/CrewCreate.page'), 'CrewCreatePage'),
  },
  {
    path: '/user-management/crew/:id',
    permission: 'crew.view',
    title: 'Crew',
    screen: screen(() => import('../../features/crews/Crew.page'), 'CrewPage'),
  },
  {
    path: `${CREW_GROUPS}/:id/:vendorId`,
    permission: 'crewAccessGroup.view',
    title: 'Crew access groups',
    screen: screen(() => import('../../features/access-grants/Grants.page'), 'CrewGrantsPage'),
  },
  {
    path: `${CREW_GROUPS}/:crewId/create/:vendorId`,
    permission: 'crewAccessGroup.create',
    title: 'New crew access group',
    screen: screen(() => import('../../features/access-grants/GrantEdit.page'), 'CrewGrantCreatePage'),
  },
  {
    path: `${CREW_GROUPS}/:crewId/Edit/:projectId/:id`,
    permission: 'crewAccessGroup.update',
    title: 'Edit crew access group',
    screen: screen(() => import('../../features/access-grants/GrantEdit.page'), 'CrewGrantEditPage'),
  },
  {
    path: `${CREW_WL_GROUPS}/:id/:vendorId`,
    permission: 'crewWorkLocationGroup.view',
    title: 'Crew work location groups',
    screen: screen(
      () => import('../../features/location-group-assignments/Assignments.page'),
      'CrewAssignmentsPage',
    ),
  },
  {
    path: `${CREW_WL_GROUPS}/:crewId/:vendorId/create`,
    permission: 'crewWorkLocationGroup.create',
    title: 'New crew work location group',
    screen: screen(
      () => import('../../features/location-group-assignments/AssignmentEdit.page'),
      'CrewAssignmentCreatePage',
    ),
  },
  {
    path: `${CREW_WL_GROUPS}/:crewId/:vendorId/Edit/:projectId`,
    permission: 'crewWorkLocationGroup.update',
    title: 'Edit crew work location group',
    screen: screen(
      () => import('../../features/location-group-assignments/AssignmentEdit.page'),
      'CrewAssignmentEditPage',
    ),
  },
  {
    path: '/user-management/vendor',
    permission: 'vendor.view',
    title: 'Vendors',
    nav: true,
    screen: screen(() => import('../../features/vendors/Vendors.page'), 'VendorsPage'),
  },
  {
    path: '/user-management/vendor/create',
    permission: 'vendor.create',
    title: 'New vendor',
    screen: screen(() => import('../../features/vendors/VendorCreate.page'), 'VendorCreatePage'),
  },
  {
    path: '/user-management/vendor/:id',
    permission: 'vendor.view',
    title: 'Vendor',
    screen: screen(() => import('../../features/vendors/Vendor.page'), 'VendorPage'),
  },
  {
    path: `${VENDOR_GROUPS}/:id`,
    permission: 'vendorAccessGroup.view',
    title: 'Vendor access groups',
    screen: screen(() => import('../../features/access-grants/Grants.page'), 'VendorGrantsPage'),
  },
  {
    path: `${VENDOR_GROUPS}/:vendorId/create`,
    permission: 'vendorAccessGroup.create',
    title: 'New vendor access group',
    screen: screen(() => import('../../features/access-grants/GrantEdit.page'), 'VendorGrantCreatePage'),
  },
  {
    path: `${VENDOR_GROUPS}/:vendorId/Edit/:projectId/:id`,
    permission: 'vendorAccessGroup.update',
    title: 'Edit vendor access group',
    screen: screen(() => import('../../features/access-grants/GrantEdit.page'), 'VendorGrantEditPage'),
  },
  {
    path: `${VENDOR_WL_GROUPS}/:id`,
    permission: 'vendorWorkLocationGroup.view',
    title: 'Vendor work location groups',
    screen: screen(
      () => import('../../features/location-group-assignments/Assignments.page'),
      'VendorAssignmentsPage',
    ),
  },
  {
    path: `${VENDOR_WL_GROUPS}/:vendorId/create`,
    permission: 'vendorWorkLocationGroup.create',
    title: 'New vendor work location group',
    screen: screen(
      () => import('../../features/location-group-assignments/AssignmentEdit.page'),
      'VendorAssignmentCreatePage',
    ),
  },
  {
    path: `${VENDOR_WL_GROUPS}/:vendorId/Edit/:projectId`,
    permission: 'vendorWorkLocationGroup.update',
    title: 'Edit vendor work location group',
    screen: screen(
      () => import('../../features/location-group-assignments/AssignmentEdit.page'),
      'VendorAssignmentEditPage',
    ),
  },
  {
    path: '/user-management/vendor/worklocations/:id',
    permission: 'vendorWorkLocation.view',
    title: 'Vendor work locations',
    screen: screen(
      () => import('../../features/vendor-work-locations/VendorWorkLocations.page'),
      'VendorWorkLocationsPage',
    ),
  },
]);
