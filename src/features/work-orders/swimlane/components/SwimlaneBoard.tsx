import { ActionIcon, Anchor, Box, Button, Group, Paper, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconClockUp,
  IconFocusCentered,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Link } from 'react-router-dom';
import { STATUS_COLOURS, StatusBadge } from '../../../../components/WorkOrderBadges';
import { WORK_ORDER_STATUSES, statusName } from '../../../../domain/workorders';
import { workOrderViewPath } from '../../components/work-order-form';
import { isMovable, rowLanes, type BoardItem, type BoardRow } from '../board-model';
import {
  SNAP,
  canZoomIn,
  canZoomOut,
  clampWindow,
  defaultWindow,
  formatClock,
  gridStep,
  msPerPx,
  panWindow,
  rowAt,
  snap,
  ticks,
  timeToX,
  xToTime,
  zoomWindow,
  type TimeWindow,
} from '../timeline-math';
import { CrewCell } from './CrewCell';
import { MoveOrderModal, type MoveTarget } from './MoveOrderModal';

/** SPEC section 9: every crew row is 67 px high. */
export const ROW_HEIGHT = 67;
const AXIS_HEIGHT = 36;
/** A pointer that moves less than this is a tap, not a drag or pan. */
const DRAG_THRESHOLD = 6;
/** Items never get narrower than this touch target, so a short order can still be hit and read. */
const MIN_ITEM_WIDTH = 44;
/** A lane this high shows the time above the code. */
const TWO_LINE_HEIGHT = 40;
/** Axis labels are at least this far apart. */
const LABEL_SPACING = 48;
/** One zoom button press. */
const ZOOM_STEP = 1.5;

export interface SwimlaneBoardProps {
  rows: readonly BoardRow[];
  dayStart: number;
  dayEnd: number;
  /** The user holds workOrder.update: orders can be dragged to another crew or time. */
  canMove: boolean;
  onMove: (item: BoardItem, from: BoardRow, target: MoveTarget) => void;
}

type Gesture =
  | { kind: 'pan'; pointerId: number; lastX: number; moved: number }
  | { kind: 'pinch'; startDistance: number; startWindow: TimeWindow; anchor: number }
  | {
      kind: 'drag';
      pointerId: number;
      item: BoardItem;
      rowIndex: number;
      startX: number;
      startY: number;
      rect: DOMRect;
      active: boolean;
    };

interface DragView {
  id: string;
  dx: number;
  dy: number;
  rect: DOMRect;
  overRow: number | null;
  start: number;
}

/** Keeps a pointer's events coming to `element` while the pointer is down (where the browser supports it). */
function capture(element: Element, pointerId: number) {
  try {
    if (typeof element.setPointerCapture === 'function') element.setPointerCapture(pointerId);
  } catch {
    // A pointer the browser no longer tracks: the gesture carries on without capture.
  }
}

const colourVar = (status: number, part: string) =>
  `var(--mantine-color-${STATUS_COLOURS[status] ?? 'gray'}-${part})`;

function itemLabel(item: BoardItem): string {
  const { order, span } = item;
  const parts = [
    order.code,
    `${formatClock(span.start)} to ${formatClock(span.end)}`,
    statusName(order.status),
    order.locationIdentifier,
  ];
  if (item.queued) parts.push('waiting to be sent');
  else if (item.pending) parts.push('being saved');
  return parts.join(', ');
}

/**
 * The crew timeline: one 67 px row per crew, a time axis, orders placed by their times and coloured by
 * status. Drag the empty board (one finger or the mouse) to pan, pinch or ctrl+wheel to zoom; drag an order
 * to another crew's row or along its row to move it; tap an order for its details.
 */
export function SwimlaneBoard({ rows, dayStart, dayEnd, canMove, onMove }: SwimlaneBoardProps) {
  const wide = useMediaQuery('(min-width: 48em)', true);
  const crewWidth = wide ? 220 : 116;
  const bounds = { start: dayStart, end: dayEnd };
  const [view, setView] = useState<TimeWindow>(() => defaultWindow(dayStart));
  const [shownDay, setShownDay] = useState(dayStart);
  if (shownDay !== dayStart) {
    // A new day opens on its 08:00 to 18:00.
    setShownDay(dayStart);
    setView(defaultWindow(dayStart));
  }
  const axisRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);
  useEffect(() => {
    const axis = axisRef.current;
    if (!axis) return undefined;
    setMeasured(axis.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setMeasured(axis.getBoundingClientRect().width));
    observer.observe(axis);
    return () => observer.disconnect();
  }, []);
  // Until measured (and in a document without layout) the board is taken as 1000 px wide.
  const width = measured > 0 ? measured : 1000;
  const bodyRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [drag, setDrag] = useState<DragView | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ item: BoardItem; from: BoardRow } | null>(null);

  const laneLeft = () => axisRef.current?.getBoundingClientRect().left ?? 0;

  // Ctrl+wheel (and a trackpad pinch, which browsers send as one) zooms; a sideways wheel pans.
  const onWheel = useEffectEvent((event: WheelEvent) => {
    if (event.ctrlKey) {
      event.preventDefault();
      const anchor = xToTime(event.clientX - laneLeft(), view, width);
      setView(zoomWindow(view, Math.exp(event.deltaY * 0.002), anchor, bounds));
    } else if (Math.abs(event.deltaX) > Math.abs(event.deltaY) || event.shiftKey) {
      event.preventDefault();
      setView(panWindow(view, -(event.shiftKey ? event.deltaY : event.deltaX), width, bounds));
    }
  });
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return undefined;
    const listener = (event: WheelEvent) => onWheel(event);
    // Not passive: ctrl+wheel must not zoom the whole page.
    body.addEventListener('wheel', listener, { passive: false });
    return () => body.removeEventListener('wheel', listener);
  }, []);

  // The line marking the current time moves on every minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const step = gridStep(view);
  const stepPx = step / msPerPx(view, width);
  const labelEvery = Math.max(1, Math.ceil(LABEL_SPACING / stepPx));
  const gridTicks = ticks(view, dayStart, step);
  const firstTickX = gridTicks.length > 0 ? timeToX(gridTicks[0]!, view, width) : 0;

  function zoomBy(factor: number) {
    setView((current) => zoomWindow(current, factor, (current.start + current.end) / 2, bounds));
  }
  function panBy(fraction: number) {
    setView((current) => panWindow(current, -fraction * width, width, bounds));
  }

  function pointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const target = event.target as HTMLElement;
    // Events from the details popover reach here through its portal: they are not gestures on the board.
    if (!event.currentTarget.contains(target) || target.closest('[data-crew-cell]')) return;
    suppressClick.current = false;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2) {
      // A second finger: pinch zoom around the point between the two.
      const [a, b] = [...pointers.current.values()];
      const centre = (a!.x + b!.x) / 2 - laneLeft();
      gesture.current = {
        kind: 'pinch',
        startDistance: Math.max(1, Math.hypot(a!.x - b!.x, a!.y - b!.y)),
        startWindow: view,
        anchor: xToTime(centre, view, width),
      };
      setDrag(null);
      return;
    }
    const itemElement = target.closest<HTMLElement>('[data-item-id]');
    const rowIndex = Number(itemElement?.dataset.rowIndex ?? -1);
    const item = itemElement
      ? rows[rowIndex]?.items.find((candidate) => candidate.order.id === itemElement.dataset.itemId)
      : undefined;
    if (itemElement && item && canMove && isMovable(item.order)) {
      capture(itemElement, event.pointerId);
      gesture.current = {
        kind: 'drag',
        pointerId: event.pointerId,
        item,
        rowIndex,
        startX: event.clientX,
        startY: event.clientY,
        rect: itemElement.getBoundingClientRect(),
        active: false,
      };
      return;
    }
    if (!itemElement) capture(event.currentTarget, event.pointerId);
    gesture.current = { kind: 'pan', pointerId: event.pointerId, lastX: event.clientX, moved: 0 };
  }

  function dropInfo(current: Extract<Gesture, { kind: 'drag' }>, x: number, y: number) {
    const top = rowsRef.current?.getBoundingClientRect().top ?? 0;
    const overRow = rowAt(y - top, ROW_HEIGHT, rows.length);
    const start = snap(current.item.span.start + (x - current.startX) * msPerPx(view, width), dayStart);
    return { overRow, start: Math.min(Math.max(start, dayStart), dayEnd - SNAP) };
  }

  function pointerMove(event: ReactPointerEvent<HTMLDivElement>) {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const current = gesture.current;
    if (!current) return;
    if (current.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const distance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
      setView(zoomWindow(current.startWindow, current.startDistance / distance, current.anchor, bounds));
      return;
    }
    if (current.pointerId !== event.pointerId) return;
    if (current.kind === 'pan') {
      const dx = event.clientX - current.lastX;
      current.lastX = event.clientX;
      current.moved += Math.abs(dx);
      if (current.moved > DRAG_THRESHOLD) suppressClick.current = true;
      if (dx !== 0) setView((before) => panWindow(before, dx, width, bounds));
      return;
    }
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.active && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    current.active = true;
    const { overRow, start } = dropInfo(current, event.clientX, event.clientY);
    setDrag({ id: current.item.order.id, dx, dy, rect: current.rect, overRow, start });
  }

  function pointerEnd(event: ReactPointerEvent<HTMLDivElement>) {
    if (!pointers.current.delete(event.pointerId)) return;
    // The click that ends a pan or drag is swallowed; a later one (or Enter) is not.
    window.setTimeout(() => {
      if (pointers.current.size === 0) suppressClick.current = false;
    }, 0);
    const current = gesture.current;
    if (current?.kind === 'pinch') {
      suppressClick.current = true;
      // The finger still down carries on as a pan.
      const [rest] = [...pointers.current.entries()];
      gesture.current = rest
        ? { kind: 'pan', pointerId: rest[0], lastX: rest[1].x, moved: DRAG_THRESHOLD + 1 }
        : null;
      return;
    }
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (current.kind !== 'drag' || !current.active) return;
    suppressClick.current = true;
    setDrag(null);
    if (event.type === 'pointercancel') return;
    const { overRow, start } = dropInfo(current, event.clientX, event.clientY);
    const from = rows[current.rowIndex];
    const to = overRow === null ? null : rows[overRow];
    if (!from || !to) return;
    if (to.key !== from.key && to.crew.crewId === null) return;
    if (to.key === from.key && start === current.item.span.start) return;
    onMove(current.item, from, { row: to, start });
  }

  function openItem(id: string) {
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    setOpenId((open) => (open === id ? null : id));
  }

  /** An order reached with the keyboard comes into view. */
  function reveal(item: BoardItem) {
    if (item.span.end > view.start && item.span.start < view.end) return;
    const span = view.end - view.start;
    setView(
      clampWindow({ start: item.span.start - span / 4, end: item.span.start - span / 4 + span }, bounds),
    );
  }

  function boardKey(event: KeyboardEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.key === '+' || event.key === '=') zoomBy(1 / ZOOM_STEP);
    else if (event.key === '-') zoomBy(ZOOM_STEP);
    else return;
    event.preventDefault();
  }

  const movingRow = moving ? rows.find((row) => row.key === moving.from.key) : undefined;

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Group
        justify="space-between"
        gap="xs"
        p="xs"
        wrap="wrap"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap={4} wrap="wrap">
          <Tooltip label="Earlier">
            <ActionIcon
              variant="default"
              size={44}
              aria-label="Show earlier"
              onClick={() => panBy(-0.5)}
              disabled={view.start <= dayStart}
            >
              <IconChevronLeft size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Zoom out">
            <ActionIcon
              variant="default"
              size={44}
              aria-label="Zoom out"
              onClick={() => zoomBy(ZOOM_STEP)}
              disabled={!canZoomOut(view)}
            >
              <IconZoomOut size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Zoom in">
            <ActionIcon
              variant="default"
              size={44}
              aria-label="Zoom in"
              onClick={() => zoomBy(1 / ZOOM_STEP)}
              disabled={!canZoomIn(view)}
            >
              <IconZoomIn size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Later">
            <ActionIcon
              variant="default"
              size={44}
              aria-label="Show later"
              onClick={() => panBy(0.5)}
              disabled={view.end >= dayEnd}
            >
              <IconChevronRight size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="08:00 to 18:00">
            <ActionIcon
              variant="default"
              size={44}
              aria-label="Show 08:00 to 18:00"
              onClick={() => setView(defaultWindow(dayStart))}
            >
              <IconFocusCentered size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Text
            size="sm"
            c="dimmed"
            ml={4}
            data-testid="swimlane-window"
            aria-live="polite"
            style={{ whiteSpace: 'nowrap' }}
          >
            {formatClock(view.start)}–{view.end >= dayEnd ? '24:00' : formatClock(view.end)}
          </Text>
        </Group>
        <Group gap={8} wrap="wrap" aria-label="Status colours" role="list">
          {WORK_ORDER_STATUSES.map((status) => (
            <Group key={status.id} gap={4} wrap="nowrap" role="listitem">
              <Box
                w={12}
                h={12}
                style={{ borderRadius: 3, background: colourVar(status.id, 'filled') }}
                aria-hidden
              />
              <Text size="xs">{status.name}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      <Box
        ref={bodyRef}
        data-testid="swimlane-board"
        data-window-start={view.start}
        data-window-end={view.end}
        onPointerDown={pointerDown}
        onPointerMove={pointerMove}
        onPointerUp={pointerEnd}
        onPointerCancel={pointerEnd}
        onKeyDown={boardKey}
        style={{
          position: 'relative',
          overflowY: 'auto',
          overflowX: 'hidden',
          maxHeight: 'max(320px, calc(100dvh - 260px))',
          touchAction: 'pan-y',
          userSelect: 'none',
          WebkitUserSelect: 'none',
          cursor: drag ? 'grabbing' : 'grab',
        }}
      >
        <Box
          style={{
            display: 'flex',
            position: 'sticky',
            top: 0,
            zIndex: 3,
            height: AXIS_HEIGHT,
            background: 'var(--mantine-color-body)',
            borderBottom: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Box
            w={crewWidth}
            px="sm"
            style={{
              flex: 'none',
              position: 'sticky',
              left: 0,
              display: 'flex',
              alignItems: 'center',
              borderRight: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Text size="xs" fw={600} c="dimmed">
              Crew
            </Text>
          </Box>
          <Box
            ref={axisRef}
            style={{ position: 'relative', flex: 1, minWidth: 0, overflow: 'clip' }}
            aria-hidden
          >
            {gridTicks.map((tick) => {
              const index = Math.round((tick - dayStart) / step);
              if (index % labelEvery !== 0) return null;
              const x = timeToX(tick, view, width);
              // Labels start just right of their line; one that would be cut at the right edge is left out.
              if (x > width - LABEL_SPACING + 8) return null;
              return (
                <Text
                  key={tick}
                  size="xs"
                  c="dimmed"
                  style={{
                    position: 'absolute',
                    left: x + 4,
                    top: 10,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {tick >= dayEnd ? '24:00' : formatClock(tick)}
                </Text>
              );
            })}
          </Box>
        </Box>
        <div ref={rowsRef} role="list" aria-label="Crews">
          {rows.map((row, rowIndex) => {
            const { lanes, count } = rowLanes(row, MIN_ITEM_WIDTH * msPerPx(view, width));
            const laneHeight = (ROW_HEIGHT - 8) / count;
            const twoLines = laneHeight >= TWO_LINE_HEIGHT;
            const isTarget = drag !== null && drag.overRow === rowIndex;
            const refusesDrop =
              isTarget && row.crew.crewId === null && !row.items.some((item) => item.order.id === drag.id);
            return (
              <Box
                key={row.key}
                role="listitem"
                aria-label={row.crew.name}
                data-row={row.key}
                style={{
                  display: 'flex',
                  height: ROW_HEIGHT,
                  borderBottom: '1px solid var(--mantine-color-default-border)',
                }}
              >
                <Box
                  data-crew-cell
                  w={crewWidth}
                  style={{
                    flex: 'none',
                    position: 'sticky',
                    left: 0,
                    zIndex: 2,
                    background: 'var(--mantine-color-body)',
                    borderRight: '1px solid var(--mantine-color-default-border)',
                    display: 'flex',
                    alignItems: 'center',
                  }}
                >
                  <CrewCell crew={row.crew} compact={!wide} />
                </Box>
                <Box
                  role="group"
                  aria-label={`Work orders of ${row.crew.name}`}
                  style={{
                    position: 'relative',
                    flex: 1,
                    minWidth: 0,
                    overflow: 'clip',
                    backgroundImage:
                      'linear-gradient(to right, var(--mantine-color-default-border) 1px, transparent 1px)',
                    backgroundSize: `${stepPx}px 100%`,
                    backgroundPositionX: `${firstTickX}px`,
                    backgroundColor: refusesDrop
                      ? 'var(--mantine-color-red-light)'
                      : isTarget
                        ? 'var(--mantine-color-blue-light)'
                        : undefined,
                  }}
                >
                  {now >= view.start && now <= view.end ? (
                    <Box
                      aria-hidden
                      style={{
                        position: 'absolute',
                        top: 0,
                        bottom: 0,
                        left: timeToX(now, view, width),
                        width: 2,
                        background: 'var(--mantine-color-red-6)',
                        opacity: 0.6,
                      }}
                    />
                  ) : null}
                  {row.items.map((item) => {
                    const { order, span } = item;
                    const left = timeToX(span.start, view, width);
                    const right = timeToX(span.end, view, width);
                    const itemWidth = Math.max(MIN_ITEM_WIDTH, right - left);
                    // An order that began before the window keeps its label in view.
                    const labelOffset = left < 0 ? Math.min(-left, itemWidth - MIN_ITEM_WIDTH) : 0;
                    const dragging = drag?.id === order.id;
                    const movable = canMove && isMovable(order);
                    return (
                      <Popover
                        key={order.id}
                        opened={openId === order.id}
                        onChange={(opened) => {
                          if (!opened) setOpenId(null);
                        }}
                        onClose={() => setOpenId(null)}
                        position="bottom-start"
                        withArrow
                        shadow="md"
                        trapFocus
                        returnFocus
                        // The item names the dialog itself: the dropdown's default name would be the item's long label.
                        withRoles={false}
                      >
                        <Popover.Target>
                          <Box
                            component="button"
                            type="button"
                            data-item-id={order.id}
                            data-row-index={rowIndex}
                            data-status={order.status}
                            data-start={span.start}
                            aria-label={itemLabel(item)}
                            aria-haspopup="dialog"
                            aria-expanded={openId === order.id}
                            onClick={() => openItem(order.id)}
                            onFocus={() => reveal(item)}
                            style={{
                              position: 'absolute',
                              left,
                              width: itemWidth,
                              top: 4 + (lanes.get(order.id) ?? 0) * laneHeight,
                              height: laneHeight - 2,
                              display: 'flex',
                              flexDirection: twoLines ? 'column' : 'row',
                              alignItems: twoLines ? 'flex-start' : 'center',
                              justifyContent: 'center',
                              gap: twoLines ? 2 : 4,
                              padding: `0 4px 0 ${4 + labelOffset}px`,
                              overflow: 'hidden',
                              border: `1px solid ${colourVar(order.status, 'filled')}`,
                              borderLeftWidth: 4,
                              borderRadius: 6,
                              background: colourVar(order.status, 'light'),
                              color: 'var(--mantine-color-text)',
                              font: 'inherit',
                              fontSize: wide ? 12 : 11,
                              lineHeight: 1.2,
                              textAlign: 'left',
                              whiteSpace: 'nowrap',
                              cursor: movable ? 'grab' : 'pointer',
                              touchAction: movable ? 'none' : 'pan-y',
                              opacity: dragging ? 0.35 : item.pending ? 0.75 : 1,
                              outlineOffset: 1,
                            }}
                          >
                            <b style={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                              {item.queued ? (
                                <IconClockUp size={12} aria-hidden style={{ flex: 'none' }} />
                              ) : null}
                              {formatClock(span.start)}
                            </b>
                            <span style={{ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' }}>
                              {order.code}
                            </span>
                          </Box>
                        </Popover.Target>
                        <Popover.Dropdown role="dialog" aria-label={`Work order ${order.code}`}>
                          <Stack gap={6} maw={260}>
                            <Group gap="xs" justify="space-between" wrap="nowrap">
                              <Text fw={700}>{order.code}</Text>
                              <StatusBadge status={order.status} />
                            </Group>
                            <Text size="sm">
                              {formatClock(span.start)} – {formatClock(span.end)}
                            </Text>
                            <Text size="sm" c="dimmed">
                              {order.locationIdentifier}
                              {order.workLocationName ? ` · ${order.workLocationName}` : ''}
                            </Text>
                            {item.queued ? (
                              <Text size="sm" c="orange">
                                Saved on this device; it will be sent when the connection returns.
                              </Text>
                            ) : null}
                            <Group gap="xs" mt={4}>
                              <Anchor
                                component={Link}
                                to={workOrderViewPath(order.id)}
                                size="sm"
                                mih={44}
                                style={{ display: 'inline-flex', alignItems: 'center' }}
                              >
                                Open work order
                              </Anchor>
                              {movable ? (
                                <Button
                                  size="sm"
                                  variant="light"
                                  h={44}
                                  onClick={() => {
                                    setOpenId(null);
                                    setMoving({ item, from: row });
                                  }}
                                >
                                  Move…
                                </Button>
                              ) : null}
                            </Group>
                          </Stack>
                        </Popover.Dropdown>
                      </Popover>
                    );
                  })}
                </Box>
              </Box>
            );
          })}
        </div>
        {drag ? (
          <Box
            aria-hidden
            style={{
              position: 'fixed',
              left: drag.rect.left + drag.dx,
              top: drag.rect.top + drag.dy,
              width: drag.rect.width,
              height: drag.rect.height,
              zIndex: 400,
              pointerEvents: 'none',
              borderRadius: 6,
              border: '2px solid var(--mantine-color-blue-filled)',
              background: 'var(--mantine-color-body)',
              boxShadow: 'var(--mantine-shadow-md)',
              fontSize: 12,
              display: 'flex',
              alignItems: 'center',
              padding: '0 6px',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}
          >
            <b>{formatClock(drag.start)}</b>
          </Box>
        ) : null}
      </Box>
      {moving && movingRow ? (
        <MoveOrderModal
          item={moving.item}
          from={movingRow}
          rows={rows}
          dayStart={dayStart}
          dayEnd={dayEnd}
          onClose={() => setMoving(null)}
          onMove={(target) => {
            setMoving(null);
            onMove(moving.item, movingRow, target);
          }}
        />
      ) : null}
    </Paper>
  );
}
