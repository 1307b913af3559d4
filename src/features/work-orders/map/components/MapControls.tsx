import { Group, Loader, Stack, Text } from '@mantine/core';
import { MapToolbar, type MapToolbarProps } from './MapToolbar';
import { StatusLegend, type StatusLegendProps } from './StatusLegend';

/** The orders of the part of the map shown (the view and the margin around it the server was asked for). */
export const ordersText = (count: number) =>
  `${count.toLocaleString()} work ${count === 1 ? 'order' : 'orders'} on the map`;

export interface MapControlsProps
  extends MapToolbarProps, Pick<StatusLegendProps, 'selected' | 'counts' | 'onToggle'> {
  /** A request for the map's orders is under way. */
  fetching: boolean;
  /** The answer for the current choice has not arrived yet (legend counts would be stale). */
  countsLoading: boolean;
  /** "12 work orders on the map"; null while there are none to count. */
  ordersLine: string | null;
  /** On a phone the controls are stacked in the sheet; wider screens lay them out in rows. */
  stacked?: boolean;
}

/**
 * What narrows the map: Active or Completed, search, Filter, the completed map's days, the legend (which
 * toggles statuses on the active map) and how many orders are shown.
 */
export function MapControls({
  selected,
  counts,
  onToggle,
  fetching,
  countsLoading,
  ordersLine,
  stacked = false,
  ...toolbar
}: MapControlsProps) {
  const legend = (
    <StatusLegend
      kind={toolbar.kind}
      selected={selected}
      counts={counts}
      loading={countsLoading}
      onToggle={onToggle}
    />
  );
  const status = (
    <Group gap="xs" wrap="nowrap" aria-live="polite">
      {fetching ? <Loader size="xs" aria-label="Loading work orders" /> : null}
      {ordersLine ? (
        <Text size="sm" c="dimmed">
          {ordersLine}
        </Text>
      ) : null}
    </Group>
  );
  if (stacked) {
    return (
      <Stack gap="sm">
        <MapToolbar {...toolbar} />
        {legend}
        {status}
      </Stack>
    );
  }
  return (
    <>
      <MapToolbar {...toolbar} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        {legend}
        {status}
      </Group>
    </>
  );
}
