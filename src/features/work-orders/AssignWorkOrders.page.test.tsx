import { describe, expect, it } from 'vitest';
import { BULK_MAX } from '../../domain/work-order-actions';
import { namedOrderIds } from './AssignWorkOrders.page';

const id = (n: number) => `01890a5d-ac96-7000-8000-${String(n).padStart(12, '0')}`;

describe('namedOrderIds', () => {
  it('reads the ids the map names, each once, skipping what is not an id', () => {
    const params = new URLSearchParams(`ids=${id(1)}, ${id(2)},${id(1)},WO-000003,`);
    expect(namedOrderIds(params)).toEqual([id(1), id(2)]);
  });

  it('is empty without ids, so the page falls back to the unassigned list', () => {
    expect(namedOrderIds(new URLSearchParams(''))).toEqual([]);
  });

  it('takes at most one bulk call’s worth', () => {
    const many = Array.from({ length: BULK_MAX + 5 }, (_, n) => id(n + 1)).join(',');
    expect(namedOrderIds(new URLSearchParams(`ids=${many}`))).toHaveLength(BULK_MAX);
  });
});
