import { Box } from '@mantine/core';
import { isMovable, rowLanes, type BoardItem, type BoardRow } from '../board-model';
import { msPerPx, timeToX } from '../timeline-math';
import { MIN_ITEM_WIDTH, ROW_HEIGHT, rowHeight, type LaneScale } from './board-layout';
import { CrewCell } from './CrewCell';
import { OrderItem } from './OrderItem';
import type { DragView } from './use-board-gestures';

/** What every row of the board shares. */
export interface RowShared {
  crewWidth: number;
  wide: boolean;
  /** A touch screen (or one the size of a tablet or phone): stacked orders keep 44 px targets. */
  touch: boolean;
  scale: LaneScale;
  /** The current time, marked by a line. */
  now: number;
  drag: DragView | null;
  canMove: boolean;
  /** The order whose details are shown. */
  openId: string | null;
  onOpen: (id: string) => void;
  onReveal: (item: BoardItem) => void;
  onClose: () => void;
  /** "Move…" was pressed in an order's details. */
  onMove: (item: BoardItem, from: BoardRow) => void;
}

export interface CrewRowProps {
  row: BoardRow;
  rowIndex: number;
  shared: RowShared;
}

/**
 * One crew's row: its cell, then its lane with the time grid, the current time and its orders stacked in
 * as many lanes as overlap. The row under a dragged order lights up (red where the drop is refused).
 */
export function CrewRow({ row, rowIndex, shared }: CrewRowProps) {
  const { crewWidth, wide, touch, scale, now, drag, canMove, openId } = shared;
  const { view, width, stepPx, firstTickX } = scale;
  const { lanes, count } = rowLanes(row, MIN_ITEM_WIDTH * msPerPx(view, width), view);
  // SPEC's 67 px a row; on touch a row grows when its orders stack, so each stays a finger's target.
  const height = touch ? rowHeight(count) : ROW_HEIGHT;
  const laneHeight = (height - 8) / count;
  const isTarget = drag !== null && drag.overRow === rowIndex;
  const refusesDrop =
    isTarget && row.crew.crewId === null && !row.items.some((item) => item.order.id === drag.id);
  return (
    <Box
      role="listitem"
      aria-label={row.crew.name}
      data-row={row.key}
      style={{
        display: 'flex',
        height,
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
        {row.items.map((item) => (
          <OrderItem
            key={item.order.id}
            item={item}
            rowIndex={rowIndex}
            scale={scale}
            lane={lanes.get(item.order.id) ?? 0}
            laneHeight={laneHeight}
            wide={wide}
            open={openId === item.order.id}
            dragging={drag?.id === item.order.id}
            movable={canMove && isMovable(item.order)}
            onClick={() => shared.onOpen(item.order.id)}
            onFocus={() => shared.onReveal(item)}
            onClose={shared.onClose}
            onMove={() => shared.onMove(item, row)}
          />
        ))}
      </Box>
    </Box>
  );
}
