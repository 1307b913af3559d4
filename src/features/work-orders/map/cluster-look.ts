import { STATUS_COLOURS } from '../../../components/WorkOrderBadges';
import { WORK_ORDER_STATUSES } from '../../../domain/workorders';
import { COMPLETED_LEGEND, type LegendEntry, type MapKind } from './map-legend';

/** Every status a marker of the active map can have (the legend's four, and any other the server sends). */
const STATUS_ENTRIES: readonly LegendEntry[] = WORK_ORDER_STATUSES.map((status) => ({
  id: status.id,
  label: status.name,
  colour: STATUS_COLOURS[status.id] ?? 'gray',
}));

const UNKNOWN: LegendEntry = { id: -1, label: 'Other', colour: 'gray' };

/**
 * The shade a marker's dot is drawn in (WorkOrderMap.module.css: green and red one shade darker, so that
 * they stand out from the tiles as much as the others). Clusters use the same, so a colour means one thing.
 */
export function dotColour(colour: string): string {
  const shade = colour === 'green' || colour === 'red' ? 7 : 6;
  return `var(--mantine-color-${colour}-${shade})`;
}

export interface ClusterShare extends LegendEntry {
  count: number;
}

export interface ClusterLook {
  total: number;
  /** The legend entry most orders of the cluster have (ties: the first in legend order). */
  dominant: ClusterShare;
  /** Each entry present, in legend order, so that a mix reads the same way round on every cluster. */
  shares: ClusterShare[];
  /** The ring: one conic segment per share, clockwise from the top. */
  ring: string;
  /** Its accessible name: "12 work orders: 8 Unassigned, 4 On Hold". */
  label: string;
  /** Its size in px: at least 44 (a finger), larger for counts with more digits. */
  size: number;
}

/**
 * Counts in the reader's locale ("1,234"), as toLocaleString writes them: one formatter for every bubble
 * (toLocaleString makes one per call, a tenth of a millisecond each, for hundreds of bubbles per zoom step).
 */
const COUNT = new Intl.NumberFormat();

/** How big a bubble of `total` orders is drawn, so that its count fits its disc. */
export function clusterSize(total: number): number {
  if (total < 100) return 44;
  if (total < 1000) return 48;
  if (total < 10_000) return 54;
  return 60;
}

/**
 * The look of a cluster of orders from how many of them each legend entry stands for (`legendIdOf`): its
 * dominant colour, a ring showing the mix, and a name that says the same in words.
 */
export function clusterLook(tally: ReadonlyMap<number, number>, kind: MapKind): ClusterLook {
  const entries = kind === 'active' ? STATUS_ENTRIES : COMPLETED_LEGEND;
  const known = entries.filter((entry) => (tally.get(entry.id) ?? 0) > 0);
  const shares: ClusterShare[] = known.map((entry) => ({ ...entry, count: tally.get(entry.id)! }));
  const other = [...tally].reduce(
    (sum, [id, count]) => (entries.some((entry) => entry.id === id) ? sum : sum + count),
    0,
  );
  if (other > 0) shares.push({ ...UNKNOWN, count: other });
  const total = shares.reduce((sum, share) => sum + share.count, 0);
  const dominant = shares.reduce<ClusterShare>(
    (best, share) => (share.count > best.count ? share : best),
    shares[0] ?? { ...UNKNOWN, count: 0 },
  );
  let from = 0;
  const segments = shares.map((share) => {
    const to = from + (share.count / Math.max(total, 1)) * 100;
    const segment = `${dotColour(share.colour)} ${from.toFixed(2)}% ${to.toFixed(2)}%`;
    from = to;
    return segment;
  });
  const orders = `${COUNT.format(total)} work ${total === 1 ? 'order' : 'orders'}`;
  const mix = shares.map((share) => `${COUNT.format(share.count)} ${share.label}`).join(', ');
  return {
    total,
    dominant,
    shares,
    ring: segments.length > 0 ? `conic-gradient(${segments.join(', ')})` : dotColour('gray'),
    label: mix ? `${orders}: ${mix}` : orders,
    size: clusterSize(total),
  };
}
