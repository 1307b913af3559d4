import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER } from '../filter';
import {
  switchedMapSearch,
  lastMonth,
  mapParamsFrom,
  mapParamsTo,
  mapFilterBody,
  rangeFromPanel,
  type MapParams,
} from './map-query';

const TODAY = new Date(2026, 2, 14, 15, 30);
const PROJECT = '01890a5d-ac96-7000-8000-000000000501';

function params(overrides: Partial<MapParams> = {}): MapParams {
  return {
    filter: DEFAULT_FILTER,
    search: '',
    statuses: [1, 2, 3, 5],
    range: lastMonth(TODAY),
    ...overrides,
  };
}

describe('mapFilterBody', () => {
  it('asks the active map for the legend’s statuses, without paging: the viewport decides what comes', () => {
    expect(mapFilterBody('active', params())).toEqual({ status: 1, multipleStatus: [2, 3, 5] });
  });

  it('sends the search and the Filter panel’s fields', () => {
    const body = mapFilterBody(
      'active',
      params({ search: 'GHY', statuses: [2], filter: { ...DEFAULT_FILTER, projectId: PROJECT } }),
    );
    expect(body).toEqual({ status: 2, projectId: PROJECT, searchString: 'GHY' });
  });

  it('asks the completed map for status 4 completed in the chosen days (what Export in CSV sends too)', () => {
    const body = mapFilterBody(
      'completed',
      params({
        search: 'GHY',
        filter: { ...DEFAULT_FILTER, projectId: PROJECT },
        range: { start: '2026-02-01', end: '2026-02-28' },
      }),
    );
    expect(body).toEqual({
      status: 4,
      projectId: PROJECT,
      searchString: 'GHY',
      startDate: '2026-02-01T00:00:00.000Z',
      endDate: '2026-02-28T23:59:59.999Z',
    });
  });
});

describe('the map’s address', () => {
  it('starts with every status and the last month', () => {
    const read = mapParamsFrom(new URLSearchParams(), 'active', TODAY);
    expect(read.statuses).toEqual([1, 2, 3, 5]);
    expect(read.range).toEqual({ start: '2026-02-14', end: '2026-03-14' });
    expect(mapParamsFrom(new URLSearchParams(), 'completed', TODAY).range).toEqual(lastMonth(TODAY));
  });

  it('keeps the legend’s statuses and leaves the defaults out', () => {
    const written = mapParamsTo('active', params({ statuses: [1, 5], search: 'pole' }), TODAY);
    expect(written.toString()).toBe('status=1%2C5&q=pole');
    expect(mapParamsFrom(written, 'active', TODAY)).toMatchObject({ statuses: [1, 5], search: 'pole' });
    expect(mapParamsTo('active', params(), TODAY).toString()).toBe('');
  });

  it('ignores statuses the active map does not show', () => {
    expect(mapParamsFrom(new URLSearchParams('status=4'), 'active', TODAY).statuses).toEqual([1, 2, 3, 5]);
  });

  it('keeps a chosen range on the completed map', () => {
    const range = { start: '2026-01-01', end: '2026-01-31' };
    const written = mapParamsTo('completed', params({ range }), TODAY);
    expect(written.toString()).toBe('from=2026-01-01&to=2026-01-31');
    expect(mapParamsFrom(written, 'completed', TODAY).range).toEqual(range);
    expect(mapParamsTo('completed', params(), TODAY).toString()).toBe('');
  });
});

describe('rangeFromPanel', () => {
  it('takes the panel’s days, filling a missing one from the default', () => {
    expect(rangeFromPanel({ startDate: '2026-01-05', endDate: '2026-01-09' }, TODAY)).toEqual({
      start: '2026-01-05',
      end: '2026-01-09',
    });
    expect(rangeFromPanel({ startDate: '2026-03-01', endDate: null }, TODAY)).toEqual({
      start: '2026-03-01',
      end: '2026-03-14',
    });
  });

  it('goes back to the last month when the panel was cleared', () => {
    expect(rangeFromPanel({ startDate: null, endDate: null }, TODAY)).toEqual(lastMonth(TODAY));
  });
});

describe('switchedMapSearch', () => {
  it('keeps the search and the filters both maps share, and drops statuses, dates, approval and paging', () => {
    const params = new URLSearchParams(
      'q=GHY&vendorId=v1&crewId=c1&projectId=p1&status=1,2&from=2026-10-01&to=2026-10-31&approval=2&page=3',
    );
    expect(switchedMapSearch(params)).toBe('?q=GHY&vendorId=v1&crewId=c1&projectId=p1');
    expect(switchedMapSearch(new URLSearchParams('status=1&from=2026-10-01'))).toBe('');
  });
});
