import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type Dispatch,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { isMovable, type BoardItem, type BoardRow } from '../board-model';
import {
  SNAP,
  msPerPx,
  panWindow,
  rowAt,
  snap,
  xToTime,
  zoomWindow,
  type TimeWindow,
} from '../timeline-math';
import { ROW_HEIGHT } from './board-layout';
import type { MoveTarget } from './MoveOrderModal';

/** A pointer that moves less than this is a tap, not a drag or pan. */
const DRAG_THRESHOLD = 6;

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

/** The order being dragged: how far it has moved, the row under it and the start it would be dropped at. */
export interface DragView {
  id: string;
  dx: number;
  dy: number;
  rect: DOMRect;
  overRow: number | null;
  start: number;
}

export interface BoardGestureOptions {
  rows: readonly BoardRow[];
  dayStart: number;
  dayEnd: number;
  canMove: boolean;
  onMove: (item: BoardItem, from: BoardRow, target: MoveTarget) => void;
  view: TimeWindow;
  setView: Dispatch<SetStateAction<TimeWindow>>;
  /** The lanes' width in px. */
  width: number;
  /** The time axis: the lanes start at its left edge. */
  axisRef: RefObject<HTMLDivElement | null>;
}

/** Keeps a pointer's events coming to `element` while the pointer is down (where the browser supports it). */
function capture(element: Element, pointerId: number) {
  try {
    if (typeof element.setPointerCapture === 'function') element.setPointerCapture(pointerId);
  } catch {
    // A pointer the browser no longer tracks: the gesture carries on without capture.
  }
}

/**
 * The board's pointer gestures: drag the empty board (one finger or the mouse) to pan, pinch or ctrl+wheel
 * to zoom, drag an order to another crew's row or along its row to move it. `bodyRef` goes on the board
 * (it gets the wheel listener), `rowsRef` on the list of rows, `handlers` on the board.
 */
export function useBoardGestures({
  rows,
  dayStart,
  dayEnd,
  canMove,
  onMove,
  view,
  setView,
  width,
  axisRef,
}: BoardGestureOptions) {
  const bounds = { start: dayStart, end: dayEnd };
  const bodyRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const [drag, setDrag] = useState<DragView | null>(null);

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

  /** The row under (x, y) and the start, snapped and within the day, the dragged order would get there. */
  function dropInfo(current: Extract<Gesture, { kind: 'drag' }>, x: number, y: number) {
    const list = rowsRef.current;
    const top = list?.getBoundingClientRect().top ?? 0;
    // Rows are 67 px, taller where orders stack: their heights as drawn.
    const heights = Array.from(list?.children ?? [], (row) => row.getBoundingClientRect().height);
    const overRow = rowAt(y - top, heights.length ? heights : rows.map(() => ROW_HEIGHT));
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

  /** True, once, for the click that ends a pan, pinch or drag: that click is swallowed. */
  function swallowClick(): boolean {
    if (!suppressClick.current) return false;
    suppressClick.current = false;
    return true;
  }

  return {
    bodyRef,
    rowsRef,
    drag,
    handlers: {
      onPointerDown: pointerDown,
      onPointerMove: pointerMove,
      onPointerUp: pointerEnd,
      onPointerCancel: pointerEnd,
    },
    swallowClick,
  };
}
