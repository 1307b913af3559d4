import { STATUS_COLOURS } from '../../../../components/WorkOrderBadges';
import { gridStep, msPerPx, ticks, timeToX, type TimeWindow } from '../timeline-math';

/** SPEC section 9: every crew row is 67 px high. */
export const ROW_HEIGHT = 67;
/** Items never get narrower than this touch target, so a short order can still be hit and read. */
export const MIN_ITEM_WIDTH = 44;
/** A sub-lane is never lower than this, so a stacked order stays a 44 px target (its item is 2 px less). */
const MIN_LANE_HEIGHT = 46;

/**
 * A crew row's height with `lanes` sub-lanes: 67 px, or taller when its orders on screen overlap and the
 * stacked items would otherwise be lower than a finger (4 px above and below the lanes).
 */
export function rowHeight(lanes: number): number {
  return Math.max(ROW_HEIGHT, 8 + lanes * MIN_LANE_HEIGHT);
}

/** A Mantine colour variable (`filled`, `light`, …) of the status's colour. */
export const colourVar = (status: number, part: string) =>
  `var(--mantine-color-${STATUS_COLOURS[status] ?? 'gray'}-${part})`;

/** How time maps onto the lanes, and where their grid lines fall. */
export interface LaneScale {
  /** The time shown across the lanes' `width` px. */
  view: TimeWindow;
  width: number;
  /** The grid lines' times, `step` ms (`stepPx` px) apart; the first is `firstTickX` px in. */
  ticks: readonly number[];
  step: number;
  stepPx: number;
  firstTickX: number;
}

/** The scale of lanes `width` px wide showing `view`, with the grid lines of that zoom on the day's clock. */
export function laneScale(view: TimeWindow, width: number, dayStart: number): LaneScale {
  const step = gridStep(view);
  const gridTicks = ticks(view, dayStart, step);
  return {
    view,
    width,
    ticks: gridTicks,
    step,
    stepPx: step / msPerPx(view, width),
    firstTickX: gridTicks.length > 0 ? timeToX(gridTicks[0]!, view, width) : 0,
  };
}
