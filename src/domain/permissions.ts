/**
 * The one catalogue of permission keys, shared by the server (which enforces them) and the client (which only
 * hides what the server would refuse). A key is `<area>.<action>`.
 */
export const CRUD = ['view', 'create', 'update', 'delete'] as const;
export type CrudAction = (typeof CRUD)[number];

interface AreaDefinition {
  /** Label shown in the permission matrix. */
  label: string;
  /** Which permission group (matrix section) the area belongs to. */
  group: PermissionGroupId;
  actions: readonly string[];
}

export const PERMISSION_GROUPS = [
  { id: 1, name: 'Organisation' },
  { id: 2, name: 'User management' },
  { id: 3, name: 'Assets and warehouses' },
  { id: 4, name: 'Projects and work locations' },
  { id: 5, name: 'Workflows' },
  { id: 6, name: 'Work orders' },
  { id: 7, name: 'Reports' },
] as const;
export type PermissionGroupId = (typeof PERMISSION_GROUPS)[number]['id'];

export const AREAS = {
  organisation: { label: 'Organisation', group: 1, actions: [...CRUD, 'import', 'export'] },
  role: { label: 'Role', group: 2, actions: CRUD },
  permissionGroup: { label: 'Permission group', group: 2, actions: ['view'] },
  adminUser: { label: 'Admin user', group: 2, actions: [...CRUD, 'changePassword'] },
  vendor: { label: 'Vendor', group: 2, actions: [...CRUD, 'import'] },
  crew: { label: 'Crew', group: 2, actions: [...CRUD, 'import'] },
  workforce: { label: 'Mobile workforce', group: 2, actions: [...CRUD, 'import'] },
  adminAccessGroup: { label: 'Admin access group', group: 2, actions: CRUD },
  vendorAccessGroup: { label: 'Vendor access group', group: 2, actions: CRUD },
  crewAccessGroup: { label: 'Crew access group', group: 2, actions: CRUD },
  warehouse: { label: 'Warehouse', group: 3, actions: [...CRUD, 'import', 'export'] },
  warehouseUser: { label: 'Warehouse user', group: 3, actions: CRUD },
  asset: { label: 'Asset', group: 3, actions: [...CRUD, 'changeLocation'] },
  assetType: { label: 'Asset type', group: 3, actions: CRUD },
  supplier: { label: 'Supplier', group: 3, actions: CRUD },
  manufacturer: { label: 'Manufacturer', group: 3, actions: CRUD },
  project: { label: 'Project', group: 4, actions: [...CRUD, 'import'] },
  accessGroup: { label: 'Access group', group: 4, actions: CRUD },
  workLocation: {
    label: 'Work location',
    group: 4,
    actions: [...CRUD, 'updateAddress', 'updateElements', 'changeAccessGroup', 'import', 'export'],
  },
  workLocationTemplate: { label: 'Work location template', group: 4, actions: CRUD },
  workLocationGroup: { label: 'Work location group', group: 4, actions: [...CRUD, 'import', 'export'] },
  vendorWorkLocationGroup: { label: 'Vendor work location group', group: 4, actions: CRUD },
  crewWorkLocationGroup: { label: 'Crew work location group', group: 4, actions: CRUD },
  vendorWorkLocation: { label: 'Vendor work location', group: 4, actions: ['view', 'delete'] },
  workflow: { label: 'Workflow template', group: 5, actions: CRUD },
  activityTemplate: { label: 'Activity template', group: 5, actions: CRUD },
  workOrder: {
    label: 'Work order',
    group: 6,
    actions: [...CRUD, 'export', 'import', 'approve', 'editActivity', 'reopen'],
  },
  swimLane: { label: 'Swim lane view', group: 6, actions: ['view'] },
  mapView: { label: 'Map view', group: 6, actions: ['view'] },
  report: {
    label: 'Report',
    group: 7,
    actions: ['view', 'create', 'update', 'delete', 'export', 'approve', 'editActivity', 'dashboard'],
  },
  importExport: { label: 'Import and export history', group: 7, actions: ['view'] },
} as const satisfies Record<string, AreaDefinition>;

export type Area = keyof typeof AREAS;
export type PermissionKey = {
  [A in Area]: `${A}.${(typeof AREAS)[A]['actions'][number]}`;
}[Area];

export const ALL_PERMISSIONS: readonly PermissionKey[] = (Object.keys(AREAS) as Area[]).flatMap((area) =>
  AREAS[area].actions.map((action) => `${area}.${action}` as PermissionKey),
);

const PERMISSION_SET: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

export function isPermissionKey(value: string): value is PermissionKey {
  return PERMISSION_SET.has(value);
}

export function permission<A extends Area>(
  area: A,
  action: (typeof AREAS)[A]['actions'][number],
): PermissionKey {
  return `${area}.${action}` as PermissionKey;
}

/** Role categories: which kind of account a role is for. */
export const ROLE_CATEGORIES = [
  { id: 1, name: 'Admin' },
  { id: 2, name: 'Vendor' },
  { id: 3, name: 'Crew' },
  { id: 4, name: 'Workforce' },
] as const;
export type RoleCategoryId = (typeof ROLE_CATEGORIES)[number]['id'];

const VIEW_ONLY = ALL_PERMISSIONS.filter((key) => key.endsWith('.view'));

const VENDOR_ADMIN_AREAS: readonly Area[] = [
  'crew',
  'workforce',
  'crewAccessGroup',
  'crewWorkLocationGroup',
  'workOrder',
  'swimLane',
  'mapView',
  'report',
];

/** Roles every organisation starts with. Their permission sets can be edited later like any role. */
export const DEFAULT_ROLES: ReadonlyArray<{
  name: string;
  category: RoleCategoryId;
  permissions: readonly PermissionKey[];
}> = [
  { name: 'Organisation administrator', category: 1, permissions: ALL_PERMISSIONS },
  {
    name: 'Vendor administrator',
    category: 2,
    permissions: [
      // Approving work is the organisation's decision, never the vendor's about its own crews.
      ...ALL_PERMISSIONS.filter(
        (key) => VENDOR_ADMIN_AREAS.includes(key.split('.')[0] as Area) && key !== 'workOrder.approve',
      ),
      'vendor.view',
      'project.view',
      'accessGroup.view',
      'workLocation.view',
      'workflow.view',
      'asset.view',
      'asset.changeLocation',
    ],
  },
  {
    name: 'Crew supervisor',
    category: 3,
    permissions: [
      'workOrder.view',
      'workOrder.update',
      'workOrder.editActivity',
      'swimLane.view',
      'mapView.view',
      'crew.view',
      'workLocation.view',
      'asset.view',
      'asset.changeLocation',
    ],
  },
  { name: 'Viewer', category: 1, permissions: VIEW_ONLY },
];

/** Name of the seeded role that holds every permission; the last active holder cannot be removed. */
export const ORGANISATION_ADMIN_ROLE = 'Organisation administrator';
