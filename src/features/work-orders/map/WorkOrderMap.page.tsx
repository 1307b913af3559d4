import { Group, Loader, Text } from '@mantine/core';
import { LoadFailure } from '../../../components/LoadFailure';
import type L from 'leaflet';
import { useMemo, useState } from 'react';
import { useCanMany } from '../../../api/session-info';
import { HOME_PATH } from '../../../app/paths';
import { BreadcrumbBar } from '../../../components/BreadcrumbBar';
import { NewRecordButton } from '../../../components/record/list-parts';
import { toastError } from '../../../components/toast';
import { MESSAGES } from '../../../domain/messages';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { WORK_ORDER_STATUS } from '../../../domain/workorders';
import { AssignWorkOrderModal, type AssignMode } from '../components/AssignWorkOrderModal';
import { ViewSwitcher } from '../components/ViewSwitcher';
import { WorkOrderFilterPanel } from '../components/WorkOrderFilterPanel';
import { WORK_ORDERS_PATH } from '../components/work-order-form';
import { changedFieldCount, DEFAULT_FILTER } from '../filter';
import { useWorkOrderMap } from './api/work-order-map';
import { DrawTools } from './components/DrawTools';
import { MapCanvas } from './components/MapCanvas';
import { MapContextMenu, type MapMenuState } from './components/MapContextMenu';
import { MapFileMenu } from './components/MapFileMenu';
import { MapToolbar } from './components/MapToolbar';
import { SelectionBar } from './components/SelectionBar';
import { StatusLegend } from './components/StatusLegend';
import {
  countsByLegend,
  isActiveMapStatus,
  statusesFromPanel,
  toggleStatus,
  type MapKind,
} from './map-legend';
import { fileMenuEntries, menuEntries, menuTargets } from './map-menu';
import { mapExportFilters, mapRequestBody, rangeFromPanel } from './map-query';
import { useAreaSelection } from './use-area-selection';
import { useMapParams } from './use-map-params';
import classes from './WorkOrderMap.module.css';
import { NotOnDeviceNotice } from '../../../components/PageState';
import { isNotOnDevice } from '../../../offline/not-on-device';

const TITLES: Record<MapKind, string> = { active: 'Map view', completed: 'Completed orders map' };

const ordersText = (count: number, total: number) =>
  `${count.toLocaleString()} work ${count === 1 ? 'order' : 'orders'} on the map` +
  (total > count ? ` (the newest of ${total.toLocaleString()})` : '');

/**
 * A work-order map: the located orders of the filter as clustered markers coloured by status (active map) or
 * approval (completed map), a legend, search and the Filter panel, and Assign / Re-Open for one order (its
 * menu) or for the orders inside a drawn area.
 */
function WorkOrderMapScreen({ kind }: { kind: MapKind }) {
  const can = useCanMany([
    'workOrder.create',
    'workOrder.update',
    'workOrder.reopen',
    'workOrder.view',
    'workOrder.import',
    'workOrder.export',
  ] as const);
  const { filter, search, statuses, range, update } = useMapParams(kind);
  const query = useWorkOrderMap(mapRequestBody(kind, { filter, search, statuses, range }));
  const [filterOpen, setFilterOpen] = useState(false);
  const [map, setMap] = useState<L.Map | null>(null);
  const [menu, setMenu] = useState<MapMenuState | null>(null);
  const [modal, setModal] = useState<{ mode: AssignMode; ids: string[] } | null>(null);
  const entries = menuEntries({ assign: can['workOrder.update'], reopen: can['workOrder.reopen'] });
  const fileActions = fileMenuEntries(kind, {
    bulkUpload: can['workOrder.create'] && can['workOrder.import'],
    exportCsv: can['workOrder.view'] && can['workOrder.export'],
  });

  // A failed fetch leaves an empty map. While a new legend choice loads, the previous orders are narrowed
  // to it at once.
  const { data, isError, isPlaceholderData } = query;
  // Offline, orders never loaded here are unknown: no markers and no counts, rather than an empty map.
  const notOnDevice = isNotOnDevice(query);
  const orders = useMemo((): WorkOrderMapItem[] | null => {
    if (isError) return [];
    if (!data || notOnDevice) return null;
    return kind === 'active' && isPlaceholderData
      ? data.items.filter((order) => statuses.some((status) => status === order.status))
      : data.items;
  }, [data, isError, isPlaceholderData, notOnDevice, kind, statuses]);
  const counts = useMemo(() => (orders ? countsByLegend(orders, kind) : null), [orders, kind]);

  const area = useAreaSelection(map, orders ?? [], (at, ids) => {
    if (entries.length > 0 && ids.length > 0) {
      setMenu({ x: at.x, y: at.y, title: `${ids.length} selected work orders`, orderIds: ids });
    }
  });

  function openOrderMenu(order: WorkOrderMapItem, at: L.Point) {
    if (entries.length === 0) return;
    const ids = menuTargets(order.id, area.selection ?? []);
    const title = ids.length > 1 ? `${ids.length} selected work orders` : order.code;
    setMenu({ x: at.x, y: at.y, title, orderIds: ids });
  }

  function toggle(id: number) {
    if (!isActiveMapStatus(id)) return;
    const next = toggleStatus(statuses, id);
    if (next.refused) toastError(MESSAGES.mapStatusRequired);
    else update({ statuses: next.statuses });
  }

  // The panel's statuses are the legend's (status 4 on the completed map) and, on the completed map, its
  // dates are the range picker's: the badge counts neither.
  const panelValue =
    kind === 'active'
      ? { ...filter, statuses }
      : { ...filter, statuses: [WORK_ORDER_STATUS.completed], startDate: range.start, endDate: range.end };
  const changed = changedFieldCount({
    ...panelValue,
    statuses: DEFAULT_FILTER.statuses,
    ...(kind === 'completed' ? { startDate: null, endDate: null } : {}),
  });

  return (
    <div className={classes.page}>
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current={TITLES[kind]}
        actions={
          <>
            {can['workOrder.create'] && can['workOrder.update'] ? (
              <NewRecordButton to={`${WORK_ORDERS_PATH}/assign-work-order`}>Create new order</NewRecordButton>
            ) : null}
            <MapFileMenu
              actions={fileActions}
              exportFilters={() => mapExportFilters(kind, { filter, search, statuses, range })}
            />
          </>
        }
      />
      <ViewSwitcher current="map" />
      <MapToolbar
        kind={kind}
        search={search}
        onSearch={(term) => update({ search: term })}
        changed={changed}
        onFilter={() => setFilterOpen(true)}
        range={range}
        onRange={(next) => update({ range: next })}
      />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <StatusLegend kind={kind} selected={statuses} counts={counts} onToggle={toggle} />
        <Group gap="xs" wrap="nowrap" aria-live="polite">
          {query.isFetching ? <Loader size="xs" aria-label="Loading work orders" /> : null}
          {orders ? (
            <Text size="sm" c="dimmed">
              {ordersText(orders.length, isError ? 0 : (data?.total ?? orders.length))}
            </Text>
          ) : null}
        </Group>
      </Group>
      {notOnDevice ? <NotOnDeviceNotice what="These work orders" /> : null}
      {isError ? (
        <LoadFailure
          error={query.error}
          title="The work orders could not be loaded"
          onRetry={() => void query.refetch()}
        />
      ) : null}
      <MapCanvas
        kind={kind}
        orders={orders}
        label={kind === 'active' ? 'Map of active work orders' : 'Map of completed work orders'}
        onMap={setMap}
        onOrderMenu={openOrderMenu}
      >
        {entries.length > 0 && map ? (
          <DrawTools drawing={area.drawing} onDraw={area.draw} onCancel={area.cancelDrawing} />
        ) : null}
        {area.selection !== null ? (
          <SelectionBar
            count={area.selection.length}
            canAssign={can['workOrder.update']}
            canReopen={can['workOrder.reopen']}
            onAction={(mode) => setModal({ mode, ids: area.selection ?? [] })}
            onClear={area.clear}
          />
        ) : null}
        <MapContextMenu
          menu={menu}
          entries={entries}
          onChoose={(mode, ids) => {
            setMenu(null);
            setModal({ mode, ids });
          }}
          onClose={() => setMenu(null)}
        />
      </MapCanvas>
      <WorkOrderFilterPanel
        opened={filterOpen}
        onClose={() => setFilterOpen(false)}
        value={panelValue}
        onApply={(next) =>
          kind === 'active'
            ? update({ filter: next, statuses: statusesFromPanel(next.statuses) })
            : update({ filter: next, range: rangeFromPanel(next, new Date()) })
        }
      />
      <AssignWorkOrderModal
        opened={modal !== null}
        mode={modal?.mode ?? 'assign'}
        workOrderIds={modal?.ids ?? []}
        onClose={() => setModal(null)}
        // SPEC section 4: once confirmed, the drawn area and its selection go.
        onDone={area.clear}
      />
    </div>
  );
}

/** /work-order/map-view: open work (statuses 1, 2, 3 and 5) on the map. */
export function ActiveWorkOrderMapPage() {
  return <WorkOrderMapScreen kind="active" />;
}

/** /work-order/map-view/completed-order: work completed in the chosen days, coloured by approval. */
export function CompletedWorkOrderMapPage() {
  return <WorkOrderMapScreen kind="completed" />;
}
