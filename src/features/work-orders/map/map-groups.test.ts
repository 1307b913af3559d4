import { describe, expect, it } from 'vitest';
import { mapOrder, ordersAnswer as answerOfOrders } from '../../../../tests/support/map-fixtures';
import type { MapCluster, MapViewAnswer } from '../../../domain/work-order-clusters';
import type { WorkOrderMapItem } from '../../../domain/work-order-map';
import { mapMarks, narrowAnswer, samePlace, spreadOffsets, type MapGroup } from './map-groups';

const order = mapOrder;
const AREA = { west: 91, south: 26, east: 92, north: 27 };
const ordersAnswer = (items: WorkOrderMapItem[]) => answerOfOrders(items, AREA);

const CLUSTER: MapCluster = {
  latitude: 26.15,
  longitude: 91.75,
  count: 12,
  statuses: [5, 4, 0, 0, 3],
  approvals: [0, 0, 0],
  bounds: [91.7, 26.1, 91.8, 26.2],
};

const groups = (answer: MapViewAnswer, zoom: number) =>
  mapMarks(answer, 'active', zoom).flatMap((mark) => ('group' in mark ? [mark.group] : []));

describe('mapMarks', () => {
  it('draws the server’s clusters with their counts by status, members unknown', () => {
    const answer: MapViewAnswer = {
      ...ordersAnswer([]),
      kind: 'clusters',
      total: 12,
      clusters: [CLUSTER],
      items: null,
    };
    const [group] = groups(answer, 10);
    expect(group).toMatchObject({ count: 12, members: null, bounds: CLUSTER.bounds });
    expect([...group!.tally]).toEqual([
      [1, 5],
      [2, 4],
      [5, 3],
    ]);
  });

  it('groups an answer of orders on the server’s 64-px grid: close ones together, far ones alone', () => {
    // At zoom 14 a cell is about 0.0055 degrees of longitude: the first two share one, the third stands apart.
    const items = [order('a', 26.15, 91.7501), order('b', 26.1501, 91.7502, 2), order('c', 26.2, 91.9)];
    const marks = mapMarks(ordersAnswer(items), 'active', 14);
    expect(marks).toHaveLength(2);
    const [together] = groups(ordersAnswer(items), 14);
    expect(together!.members!.map((o) => o.id)).toEqual(['a', 'b']);
    expect(together!.count).toBe(2);
    expect([...together!.tally]).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(marks.some((mark) => 'order' in mark && mark.order.id === 'c')).toBe(true);
    // From zoom 16 (SPEC: clusters up to zoom 15) every order stands alone.
    expect(mapMarks(ordersAnswer(items), 'active', 16).every((mark) => 'order' in mark)).toBe(true);
  });

  it('keeps orders on one spot together from zoom 16, where they would hide each other', () => {
    const items = [order('a', 26.15, 91.75), order('b', 26.15, 91.75), order('c', 26.15, 91.7501)];
    const marks = mapMarks(ordersAnswer(items), 'active', 16);
    expect(marks).toHaveLength(2);
    expect(groups(ordersAnswer(items), 16)[0]!.members!.map((o) => o.id)).toEqual(['a', 'b']);
  });

  it('tells a pile of orders on one spot, which zooming never parts', () => {
    const pile = groups(ordersAnswer([order('a', 26.15, 91.75), order('b', 26.15, 91.75)]), 18)[0]!;
    expect(samePlace(pile)).toBe(true);
    const apart: MapGroup = { ...pile, bounds: [91.75, 26.15, 91.7501, 26.15] };
    expect(samePlace(apart)).toBe(false);
  });
});

describe('mapMarks: bubbles too close to tell apart', () => {
  // At zoom 10 a pixel is about 0.00137 degrees of longitude.
  const PX = 360 / (256 * 2 ** 10);

  it('draws the server’s clusters closer than 56 px as one bubble with their counts added', () => {
    const near = { ...CLUSTER, longitude: CLUSTER.longitude + 20 * PX, count: 4, statuses: [0, 4, 0, 0, 0] };
    const far = { ...CLUSTER, longitude: CLUSTER.longitude + 200 * PX, count: 7, statuses: [7, 0, 0, 0, 0] };
    const answer: MapViewAnswer = {
      ...ordersAnswer([]),
      kind: 'clusters',
      total: 23,
      clusters: [CLUSTER, near, far],
      items: null,
    };
    const drawn = groups(answer, 10);
    expect(drawn.map((group) => group.count)).toEqual([16, 7]);
    expect([...drawn[0]!.tally]).toEqual([
      [1, 5],
      [2, 8],
      [5, 3],
    ]);
    expect(drawn[0]!.members).toBeNull();
    expect(drawn.reduce((sum, group) => sum + group.count, 0)).toBe(answer.total);
  });

  it('takes orders a few pixels apart in neighbouring cells into one group that knows them', () => {
    const items = [order('a', 26.15, 91.75), order('b', 26.15, 91.75 + 10 * PX), order('c', 27, 93)];
    const marks = mapMarks(ordersAnswer(items), 'active', 10);
    expect(marks).toHaveLength(2);
    const [together] = groups(ordersAnswer(items), 10);
    expect(together!.members!.map((o) => o.id).sort()).toEqual(['a', 'b']);
  });
});

describe('narrowAnswer', () => {
  it('takes a status switched off out of the clusters, the orders and the counts at once', () => {
    const clusters: MapViewAnswer = {
      ...ordersAnswer([]),
      kind: 'clusters',
      total: 12,
      statuses: [5, 4, 0, 0, 3],
      clusters: [CLUSTER, { ...CLUSTER, count: 4, statuses: [0, 4, 0, 0, 0] }],
      items: null,
    };
    const narrowed = narrowAnswer(clusters, [1, 5]);
    expect(narrowed.total).toBe(8);
    expect(narrowed.statuses).toEqual([5, 0, 0, 0, 3]);
    expect(narrowed.clusters).toHaveLength(1);
    expect(narrowed.clusters[0]!.count).toBe(8);

    const orders = narrowAnswer(ordersAnswer([order('a', 26, 91), order('b', 26, 91, 2)]), [2]);
    expect(orders.items!.map((o) => o.id)).toEqual(['b']);
    expect(orders.total).toBe(1);
  });
});

describe('spreadOffsets', () => {
  it('puts every order of a pile at least a finger apart from the others', () => {
    for (const count of [2, 5, 8, 9, 30, 100]) {
      const offsets = spreadOffsets(count);
      expect(offsets).toHaveLength(count);
      for (let i = 0; i < count; i++) {
        for (let j = i + 1; j < count; j++) {
          const a = offsets[i]!;
          const b = offsets[j]!;
          expect(Math.hypot(a.x - b.x, a.y - b.y), `${count}: ${i} and ${j}`).toBeGreaterThanOrEqual(44);
        }
      }
    }
  });
});
