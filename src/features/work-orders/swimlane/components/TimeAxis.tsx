import { Box, Text } from '@mantine/core';
import type { Ref } from 'react';
import { formatClock, timeToX } from '../timeline-math';
import type { LaneScale } from './board-layout';

const AXIS_HEIGHT = 36;
/** Axis labels are at least this far apart. */
const LABEL_SPACING = 48;

export interface TimeAxisProps {
  /** The tick labels' box: its width is the lanes' width, its left edge where they start. */
  axisRef: Ref<HTMLDivElement>;
  crewWidth: number;
  scale: LaneScale;
  dayStart: number;
  dayEnd: number;
}

/** The axis row that stays at the top of the board: the Crew column's header, then the grid lines' times. */
export function TimeAxis({ axisRef, crewWidth, scale, dayStart, dayEnd }: TimeAxisProps) {
  const { view, width, ticks, step, stepPx } = scale;
  const labelEvery = Math.max(1, Math.ceil(LABEL_SPACING / stepPx));
  return (
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
      <Box ref={axisRef} style={{ position: 'relative', flex: 1, minWidth: 0, overflow: 'clip' }} aria-hidden>
        {ticks.map((tick) => {
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
  );
}
