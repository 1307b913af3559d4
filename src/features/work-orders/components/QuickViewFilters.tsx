import { Chip, Group, Stack } from '@mantine/core';
import { SearchField } from '../../../components/lookups/SearchField';
import {
  QUICK_VIEW_STATUSES,
  toggleAwaitingApproval,
  toggleStatus,
  type QuickViewFilter,
} from './quick-view-filter';

interface QuickViewFiltersProps {
  filter: QuickViewFilter;
  onChange: (next: QuickViewFilter) => void;
}

/** Chips are 44 px tall: one tap each, with a thumb, on a tablet held in one hand. */
const CHIP_STYLES = { label: { height: 44, paddingInline: 14 } } as const;

/**
 * The quick view's filter: a search over code and location identifier, one chip per status (several may be
 * on, at least one always is), and "Awaiting approval" for completed work still to be approved.
 */
export function QuickViewFilters({ filter, onChange }: QuickViewFiltersProps) {
  return (
    <Stack gap="sm">
      <SearchField
        label="Search code or location"
        value={filter.search}
        onSearch={(search) => onChange({ ...filter, search })}
        maw={{ sm: 420 }}
      />
      <Group gap="xs" role="group" aria-label="Show work orders that are">
        {QUICK_VIEW_STATUSES.map((status) => (
          <Chip
            key={status.id}
            checked={!filter.awaitingApproval && filter.statuses.includes(status.id)}
            onChange={() => onChange(toggleStatus(filter, status.id))}
            styles={CHIP_STYLES}
            variant="light"
          >
            {status.label}
          </Chip>
        ))}
        <Chip
          checked={filter.awaitingApproval}
          onChange={() => onChange(toggleAwaitingApproval(filter))}
          styles={CHIP_STYLES}
          color="yellow"
          variant="filled"
        >
          Awaiting approval
        </Chip>
      </Group>
    </Stack>
  );
}
