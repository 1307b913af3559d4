import { Checkbox, Group, Select, Stack } from '@mantine/core';
import { SearchField } from '../../../components/lookups/SearchField';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import { VendorSelect } from '../../../components/lookups/VendorSelect';
import type { Option } from '../../../domain/paging';
import {
  USER_ROLE_CATEGORIES,
  useRoleOptions,
  VENDOR_ROLE_CATEGORIES,
  type AdminUserFilter,
} from '../api/admin-users';

const STATUSES = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUSES)[number];

export interface AdminUserFilterState {
  search: string;
  roleId: string | null;
  vendor: Option | null;
  /** Only users of the organisation itself (no vendor). */
  organisationOnly: boolean;
  status: StatusFilter;
}

export const NO_FILTER: AdminUserFilterState = {
  search: '',
  roleId: null,
  vendor: null,
  organisationOnly: false,
  status: 'all',
};

const STATUS_OPTIONS = [
  { value: 'all', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The request filter for a filter state (page and page size come from the table). */
export function toRequestFilter(state: AdminUserFilterState): Omit<AdminUserFilter, 'page' | 'pageSize'> {
  return {
    searchString: state.search || undefined,
    roleId: state.roleId ?? undefined,
    vendorId: state.organisationOnly ? null : (state.vendor?.id ?? undefined),
    isActive: state.status === 'all' ? undefined : state.status === 'active',
  };
}

interface AdminUserFiltersProps {
  value: AdminUserFilterState;
  onChange: (next: AdminUserFilterState) => void;
}

/** Search by name, email or phone; filter by role, vendor (or organisation users only) and activity. */
export function AdminUserFilters({ value, onChange }: AdminUserFiltersProps) {
  const scope = useVendorScope();
  const roles = useRoleOptions(scope.vendorBound ? VENDOR_ROLE_CATEGORIES : USER_ROLE_CATEGORIES);
  const set = (changes: Partial<AdminUserFilterState>) => onChange({ ...value, ...changes });

  return (
    <Stack gap={0}>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <SearchField
          label="Search users"
          title="Search by name, email or phone"
          value={value.search}
          onSearch={(search) => set({ search })}
          style={{ flex: '2 1 220px' }}
        />
        <Select
          aria-label="Role"
          placeholder="Any role"
          data={roles.groups}
          value={value.roleId}
          onChange={(roleId) => set({ roleId })}
          clearable
          searchable
          style={{ flex: '1 1 160px' }}
        />
        {scope.vendorBound ? null : (
          <VendorSelect
            aria-label="Vendor"
            label=""
            placeholder={value.organisationOnly ? 'No vendor' : 'Any vendor'}
            value={value.vendor?.id ?? null}
            selectedOption={value.vendor}
            disabled={value.organisationOnly}
            onChange={(_id, vendor) => set({ vendor })}
            style={{ flex: '1 1 160px' }}
          />
        )}
        <Select
          aria-label="Status"
          data={STATUS_OPTIONS}
          value={value.status}
          allowDeselect={false}
          onChange={(status) => set({ status: STATUSES.find((entry) => entry === status) ?? 'all' })}
          style={{ flex: '1 1 150px' }}
        />
      </Group>
      {scope.vendorBound ? null : (
        <Checkbox
          py={12}
          label="Only users of the organisation itself"
          checked={value.organisationOnly}
          onChange={(event) => set({ organisationOnly: event.currentTarget.checked, vendor: null })}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
    </Stack>
  );
}
