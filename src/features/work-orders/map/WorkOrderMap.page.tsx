import { LoadFailure } from '../../../components/LoadFailure';
import type L from 'leaflet';
import { useMemo, useState } from 'react';
import { useCanMany } from '../../../data/session-info';
import { NewRecordButton } from '../../../components/record/list-parts';
import { toastError } from '../../../notices/toast';
import { MESSAGES } from '../../../domain/messages';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { WORK_ORDER_STATUS } from '../../../domain/workorders';
import type { AssignMode } from '../components/AssignWorkOrderModal';
import { AssignWorkOrderModal, LIST_DIALOGS, WorkOrderFilterPanel } from '../components/lazy-dialogs';
import { LiveChanges } from '../components/LiveChanges';
import { WORK_ORDERS_PATH } from '../paths';
import { changedFieldCount, DEFAULT_FILTER } from '../filter';
import { DrawTools } from './components/DrawTools';
import { MapCanvas } from './components/MapCanvas';
import { MapContextMenu, type MapMenuState } from './components/MapContextMenu';
import { ordersText, type MapControlsProps } from './components/MapControls';
import { MapHeader } from './components/MapHeader';
import { MapFileMenu } from './components/MapFileMenu';
import { SelectionBar } from './components/SelectionBar';
import { isActiveMapStatus, statusesFromPanel, toggleStatus, type MapKind } from './map-legend';
import { fileMenuEntries, menuEntries, menuTargets } from './map-menu';
import { mapFilterBody, rangeFromPanel } from './map-query';
import { useAreaSelection } from './use-area-selection';
import { useMapViewport } from './use-map-viewport';
import { useMapParams } from './use-map-params';
import { ViewportState } from './components/ViewportState';
import classes from './WorkOrderMap.module.css';
import { usePhoneScreen } from '../../../components/use-screen-matches';
import { useOpenedOnce } from '../../../components/lazy-part';
import { usePreloadWhenIdle } from '../../../offline/when-idle';

const TITLES: Record<MapKind, string> = { active: 'Map view', completed: 'Completed orders map' };

/**
 * A work-order map: the located orders of the filter in view, as the server's clusters or the orders
 * themselves, coloured by status (active map) or approval (completed map), a legend counting what is in
 * view, search and the Filter panel, and Assign / Re-Open for one order (its menu) or for the orders inside a
 * drawn area (found by the server). On a phone the map fills the screen under one bar and the controls open
 * in a bottom sheet.
 */
function WorkOrderMapScreen({ kind }: { kind: MapKind }) {
  // Below a tablet's width the map takes the screen and its controls move into a sheet. Read before the first
  // paint: the map is not built once for one layout and again for the other.
  const phone = usePhoneScreen();
  const can = useCanMany([
    'workOrder.create',
    'workOrder.update',
    'workOrder.reopen',
    'workOrder.view',
    'workOrder.import',
    'workOrder.export',
  ] as const);
  const { filter, search, statuses, range, update } = useMapParams(kind);
  const body = useMemo(
    () => mapFilterBody(kind, { filter, search, statuses, range }),
    [kind, filter, search, statuses, range],
  );
  const [map, setMap] = useState<L.Map | null>(null);
  const shown = useMapViewport(map, kind, body);
  const { query, answer } = shown;
  const [filterOpen, setFilterOpen] = useState(false);
  const [menu, setMenu] = useState<MapMenuState | null>(null);
  const [modal, setModal] = useState<{ mode: AssignMode; ids: string[] } | null>(null);
  const filterShown = useOpenedOnce(filterOpen);
  const modalShown = useOpenedOnce(modal !== null);
  usePreloadWhenIdle(LIST_DIALOGS);
  const entries = menuEntries({ assign: can['workOrder.update'], reopen: can['workOrder.reopen'] });
  const fileActions = fileMenuEntries(kind, {
    bulkUpload: can['workOrder.create'] && can['workOrder.import'],
    exportCsv: can['workOrder.view'] && can['workOrder.export'],
  });

  const area = useAreaSelection(map, body, (at, ids) => {
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

  const controls: MapControlsProps = {
    kind,
    search,
    onSearch: (term) => update({ search: term }),
    changed,
    onFilter: () => setFilterOpen(true),
    range,
    onRange: (next) => update({ range: next }),
    selected: statuses,
    counts: shown.counts,
    onToggle: toggle,
    fetching: query.isFetching,
    countsLoading: shown.countsLoading,
    ordersLine: answer ? ordersText(answer.total) : null,
  };
  const actions = (
    <>
      {can['workOrder.create'] && can['workOrder.update'] ? (
        <NewRecordButton to={`${WORK_ORDERS_PATH}/assign-work-order`}>Create new order</NewRecordButton>
      ) : null}
      <MapFileMenu actions={fileActions} exportFilters={() => body} />
    </>
  );

  return (
    <div className={phone ? `${classes.page} ${classes.phonePage}` : classes.page}>
      <MapHeader
        phone={phone}
        title={TITLES[kind]}
        controls={controls}
        actions={actions}
        count={answer?.total ?? null}
      />
      {query.isError ? (
        <LoadFailure
          error={query.error}
          title="The work orders could not be loaded"
          onRetry={() => void query.refetch()}
        />
      ) : null}
      <MapCanvas
        kind={kind}
        answer={answer}
        shownView={shown.shownView}
        label={kind === 'active' ? 'Map of active work orders' : 'Map of completed work orders'}
        onMap={setMap}
        onOrderMenu={openOrderMenu}
      >
        {entries.length > 0 && map ? (
          <DrawTools drawing={area.drawing} onDraw={area.draw} onCancel={area.cancelDrawing} />
        ) : null}
        <LiveChanges orders={answer?.items ?? null} className={classes.liveChanges} />
        <ViewportState notOnDevice={shown.notOnDevice} fetchedAt={shown.fetchedAt} />
        {area.selection !== null || area.finding ? (
          <SelectionBar
            count={area.finding ? null : (area.selection?.length ?? 0)}
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
      <>
        {filterShown ? (
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
        ) : null}
        {modalShown ? (
          <AssignWorkOrderModal
            opened={modal !== null}
            mode={modal?.mode ?? 'assign'}
            workOrderIds={modal?.ids ?? []}
            onClose={() => setModal(null)}
            // SPEC section 4: once confirmed, the drawn area and its selection go.
            onDone={area.clear}
          />
        ) : null}
      </>
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
