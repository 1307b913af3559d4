import { useState, type ReactNode } from 'react';
import { HOME_PATH } from '../../../../navigation/paths';
import { BreadcrumbBar } from '../../../../components/BreadcrumbBar';
import { ViewSwitcher } from '../../components/ViewSwitcher';
import { ACTIVE_MAP_STATUSES } from '../map-legend';
import { MapControls, type MapControlsProps } from './MapControls';
import { PhoneMapBar } from './PhoneMapBar';

export interface MapHeaderProps {
  /** Below a tablet's width: one bar and a sheet. */
  phone: boolean;
  title: string;
  controls: MapControlsProps;
  /** The page's actions: create, the file menu. */
  actions: ReactNode;
  /** Orders on the map; null before the first answer. */
  count: number | null;
}

/** The phone bar's line: how many orders, and (active map) how many of its statuses are shown. */
export function phoneSummary({ kind, selected }: MapControlsProps, count: number): string {
  const orders = `${count.toLocaleString()} work ${count === 1 ? 'order' : 'orders'}`;
  if (kind === 'completed' || selected.length === ACTIVE_MAP_STATUSES.length) return orders;
  return `${orders} · ${selected.length} of ${ACTIVE_MAP_STATUSES.length} statuses`;
}

/**
 * Everything above the map. Wider screens: the breadcrumb bar with the actions, the view tabs and the
 * controls in rows. Phones: one bar and a bottom sheet holding the rest (Filter closes the sheet first, so
 * the panel is not stacked on it).
 */
export function MapHeader({ phone, title, controls, actions, count }: MapHeaderProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  if (!phone) {
    return (
      <>
        <BreadcrumbBar parent={{ label: 'Dashboard', to: HOME_PATH }} current={title} actions={actions} />
        <ViewSwitcher current="map" />
        <MapControls {...controls} />
      </>
    );
  }
  const onFilter = () => {
    setSheetOpen(false);
    controls.onFilter();
  };
  return (
    <PhoneMapBar
      title={title}
      summary={count === null ? null : phoneSummary(controls, count)}
      fetching={controls.fetching}
      changed={controls.changed}
      opened={sheetOpen}
      onOpen={() => setSheetOpen(true)}
      onClose={() => setSheetOpen(false)}
      actions={actions}
    >
      <MapControls {...controls} onFilter={onFilter} stacked />
    </PhoneMapBar>
  );
}
