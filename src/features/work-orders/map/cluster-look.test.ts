import { describe, expect, it } from 'vitest';
import { clusterLook, clusterSize, dotColour } from './cluster-look';

const tally = (entries: Array<[number, number]>) => new Map(entries);

describe('clusterLook', () => {
  it('colours a cluster of one status wholly in that status’s marker colour', () => {
    const look = clusterLook(tally([[5, 12]]), 'active');
    expect(look.total).toBe(12);
    expect(look.dominant).toMatchObject({ id: 5, label: 'On Hold', colour: 'yellow', count: 12 });
    expect(look.ring).toBe(`conic-gradient(${dotColour('yellow')} 0.00% 100.00%)`);
    expect(look.label).toBe('12 work orders: 12 On Hold');
  });

  it('takes the status most orders have as dominant and shows the mix in legend order round the ring', () => {
    const look = clusterLook(
      tally([
        [5, 1],
        [2, 6],
        [1, 3],
      ]),
      'active',
    );
    expect(look.dominant.id).toBe(2);
    expect(look.shares.map((share) => [share.id, share.count])).toEqual([
      [1, 3],
      [2, 6],
      [5, 1],
    ]);
    expect(look.ring).toBe(
      'conic-gradient(var(--mantine-color-gray-6) 0.00% 30.00%, var(--mantine-color-blue-6) 30.00% 90.00%, ' +
        'var(--mantine-color-yellow-6) 90.00% 100.00%)',
    );
    expect(look.label).toBe('10 work orders: 3 Unassigned, 6 Assigned, 1 On Hold');
  });

  it('breaks a tie by legend order, so the same mix always looks the same', () => {
    const look = clusterLook(
      tally([
        [3, 4],
        [1, 4],
      ]),
      'active',
    );
    expect(look.dominant.id).toBe(1);
  });

  it('uses the approval colours and names on the completed map', () => {
    const look = clusterLook(
      tally([
        [1, 2],
        [3, 5],
      ]),
      'completed',
    );
    expect(look.dominant).toMatchObject({ id: 3, label: 'Rejected', colour: 'red' });
    expect(look.ring).toContain('var(--mantine-color-red-7)');
    expect(look.label).toBe('7 work orders: 2 Pending Approval, 5 Rejected');
  });

  it('counts a status it does not know in grey rather than dropping it', () => {
    const look = clusterLook(
      tally([
        [9, 2],
        [1, 1],
      ]),
      'active',
    );
    expect(look.total).toBe(3);
    expect(look.dominant).toMatchObject({ label: 'Other', colour: 'gray', count: 2 });
  });
});

describe('clusterSize', () => {
  it('is never under a 44 px finger and grows with the count’s digits', () => {
    expect([2, 99, 100, 999, 1000, 25_000].map(clusterSize)).toEqual([44, 44, 48, 48, 54, 60]);
  });
});
