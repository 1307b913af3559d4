import { Group, SegmentedControl } from '@mantine/core';
import { FilterButton } from '../../components/FilterButton';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DATE_DISPLAY_FORMAT } from '../../../../components/form/DateField';
import { SearchField } from '../../../../components/lookups/SearchField';
import type { MapKind } from '../map-legend';
import { ACTIVE_MAP_PATH, COMPLETED_MAP_PATH, switchedMapSearch, type DayRange } from '../map-query';
import { usePhoneScreen } from '../../../../components/use-screen-matches';

export interface MapToolbarProps {
  kind: MapKind;
  search: string;
  onSearch: (term: string) => void;
  /** Filter fields changed from their defaults (shown on the Filter button). */
  changed: number;
  onFilter: () => void;
  range: DayRange;
  onRange: (range: DayRange) => void;
}

const DAY = 'YYYY-MM-DD';

/** The completed map's days: a new range counts once both ends are picked. */
function RangePicker({ range, onRange }: Pick<MapToolbarProps, 'range' | 'onRange'>) {
  const compact = usePhoneScreen();
  const [draft, setDraft] = useState<[string | null, string | null] | null>(null);
  return (
    <DatePickerInput
      type="range"
      label="Completed between"
      valueFormat={DATE_DISPLAY_FORMAT}
      leftSection={<IconCalendar size={18} aria-hidden />}
      dropdownType={compact ? 'modal' : 'popover'}
      allowSingleDateInRange
      maxDate={dayjs().format(DAY)}
      value={draft ?? [range.start, range.end]}
      onChange={([start, end]) => {
        if (start && end) {
          setDraft(null);
          onRange({ start: dayjs(start).format(DAY), end: dayjs(end).format(DAY) });
        } else setDraft([start ? dayjs(start).format(DAY) : null, null]);
      }}
      onDropdownClose={() => setDraft(null)}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

/**
 * The map's controls: Active or Completed orders, search (code or location), the Filter panel and, on the
 * completed map, the days of completion. Wraps onto more rows on a phone.
 */
export function MapToolbar({ kind, search, onSearch, changed, onFilter, range, onRange }: MapToolbarProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label="Orders on the map"
        value={kind}
        onChange={(next) =>
          void navigate(
            `${next === 'completed' ? COMPLETED_MAP_PATH : ACTIVE_MAP_PATH}${switchedMapSearch(params)}`,
          )
        }
        data={[
          { value: 'active', label: 'Active' },
          { value: 'completed', label: 'Completed' },
        ]}
        size="md"
      />
      <SearchField
        label="Search code or location"
        value={search}
        onSearch={onSearch}
        style={{ flex: '1 1 200px', minWidth: 0 }}
        maw={{ sm: 360 }}
      />
      {kind === 'completed' ? <RangePicker range={range} onRange={onRange} /> : null}
      <FilterButton changed={changed} onClick={onFilter} />
    </Group>
  );
}
