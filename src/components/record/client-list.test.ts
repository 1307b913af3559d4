import { describe, expect, it } from 'vitest';
import { clientPage, matchesSearch } from './client-list';

const rows = Array.from({ length: 23 }, (_, index) => ({ name: `Type ${index + 1}`, code: null }));
const texts = (row: { name: string; code: string | null }) => [row.name, row.code];

describe('matchesSearch', () => {
  it('needs every word, in any case and order, across the texts', () => {
    expect(matchesSearch(['Distribution transformer', 'DT-11'], 'dt transf')).toBe(true);
    expect(matchesSearch(['Distribution transformer', 'DT-11'], 'transformer meter')).toBe(false);
  });

  it('ignores accents, empty texts and an empty search', () => {
    expect(matchesSearch(['Müller Elektro', null], 'muller')).toBe(true);
    expect(matchesSearch([null], '   ')).toBe(true);
  });
});

describe('clientPage', () => {
  it('is still loading without rows', () => {
    expect(clientPage(undefined, '', texts, { page: 1, pageSize: 10 })).toEqual({
      rows: undefined,
      total: 0,
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('gives the asked page of the matching rows and their count', () => {
    const page = clientPage(rows, '', texts, { page: 3, pageSize: 10 });
    expect(page.rows!.map((row) => row.name)).toEqual(['Type 21', 'Type 22', 'Type 23']);
    expect(page.total).toBe(23);
    // Each word on its own: "2" is in Type 2, 12, 20, 21, 22 and 23.
    expect(clientPage(rows, 'type 2', texts, { page: 1, pageSize: 10 }).total).toBe(6);
  });

  it('shows the last page when the asked one is past the end', () => {
    const page = clientPage(rows, '', texts, { page: 4, pageSize: 10 });
    expect(page.pagination).toEqual({ page: 3, pageSize: 10 });
    expect(page.rows).toHaveLength(3);
    expect(clientPage(rows, 'nothing', texts, { page: 2, pageSize: 10 })).toMatchObject({
      rows: [],
      total: 0,
      pagination: { page: 1, pageSize: 10 },
    });
  });
});
