import { Box, Paper } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { BoardItem, BoardRow } from '../board-model';
import {
  clampWindow,
  defaultWindow,
  formatClock,
  panWindow,
  zoomWindow,
  type TimeWindow,
} from '../timeline-math';
import { laneScale } from './board-layout';
import { BoardToolbar, ZOOM_STEP } from './BoardToolbar';
import { CrewRow, type RowShared } from './CrewRow';
import { MoveOrderModal, type MoveTarget } from './MoveOrderModal';
import { TimeAxis } from './TimeAxis';
import { useBoardGestures } from './use-board-gestures';
import { useScreenMatches } from '../../../../components/use-screen-matches';

export { ROW_HEIGHT } from './board-layout';

export interface SwimlaneBoardProps {
  rows: readonly BoardRow[];
  dayStart: number;
  dayEnd: number;
  /** The user holds workOrder.update: orders can be dragged to another crew or time. */
  canMove: boolean;
  onMove: (item: BoardItem, from: BoardRow, target: MoveTarget) => void;
}

/**
 * The crew timeline: one 67 px row per crew, a time axis, orders placed by their times and coloured by
 * status. Drag the empty board (one finger or the mouse) to pan, pinch or ctrl+wheel to zoom; drag an order
 * to another crew's row or along its row to move it; tap an order for its details.
 */
export function SwimlaneBoard(props: SwimlaneBoardProps) {
  const { rows, dayStart, dayEnd, canMove, onMove } = props;
  const wide = useScreenMatches('(min-width: 48em)');
  const touch = useScreenMatches('(max-width: 63.99em), (pointer: coarse)');
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
  const { bodyRef, rowsRef, drag, handlers, swallowClick } = useBoardGestures({
    ...props,
    view,
    setView,
    width,
    axisRef,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ item: BoardItem; from: BoardRow } | null>(null);

  // The line marking the current time moves on every minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const scale = laneScale(view, width, dayStart);

  function zoomBy(factor: number) {
    setView((current) => zoomWindow(current, factor, (current.start + current.end) / 2, bounds));
  }
  function panBy(fraction: number) {
    setView((current) => panWindow(current, -fraction * width, width, bounds));
  }

  function openItem(id: string) {
    if (swallowClick()) return;
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
  const shared: RowShared = {
    crewWidth,
    wide,
    touch,
    scale,
    now,
    drag,
    canMove,
    openId,
    onOpen: openItem,
    onReveal: reveal,
    onClose: () => setOpenId(null),
    onMove: (item, from) => {
      setOpenId(null);
      setMoving({ item, from });
    },
  };

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <BoardToolbar
        view={view}
        day={bounds}
        onPan={panBy}
        onZoom={zoomBy}
        onReset={() => setView(defaultWindow(dayStart))}
      />
      <Box
        ref={bodyRef}
        data-testid="swimlane-board"
        data-window-start={view.start}
        data-window-end={view.end}
        {...handlers}
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
        <TimeAxis axisRef={axisRef} crewWidth={crewWidth} scale={scale} dayStart={dayStart} dayEnd={dayEnd} />
        <div ref={rowsRef} role="list" aria-label="Crews">
          {rows.map((row, rowIndex) => (
            <CrewRow key={row.key} row={row} rowIndex={rowIndex} shared={shared} />
          ))}
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
