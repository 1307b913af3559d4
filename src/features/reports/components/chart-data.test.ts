import { describe, expect, it } from 'vitest';
import type { ReportResult, ReportRow } from '../../../domain/reports';
import { chartModel, drillPath, headlineNumber, pointAt, rowLink } from './chart-data';

const drill = (vendorId: string) => ({
  path: '/work-order/list-view' as const,
  params: { status: '1,2', vendorId },
  filter: { multipleStatus: [1, 2], vendorId },
});

function row(vendor: string | null, status: string, count: number): ReportRow {
  return { cells: { vendor, status, count }, workOrderId: null, drill: vendor ? drill(vendor) : null };
}

function result(rows: ReportRow[], labelKeys = ['vendor', 'status']): ReportResult {
  return {
    columns: [
      { key: 'vendor', label: 'Vendor', type: 'text' },
      { key: 'status', label: 'Status', type: 'text' },
      { key: 'count', label: 'Orders', type: 'number' },
    ],
    rows,
    total: rows.length,
    page: 1,
    pageSize: 500,
    truncated: false,
    chart: 'bar',
    labelKeys,
    valueKey: 'count',
  };
}

describe('drawing a result', () => {
  it('puts a second grouping into series, and each mark keeps the row it came from', () => {
    const model = chartModel(
      result([row('A', 'Assigned', 3), row('A', 'Completed', 1), row(null, 'Unassigned', 2)]),
    )!;
    expect(model.categories).toEqual(['A', 'None']);
    expect(model.series).toEqual(['Assigned', 'Completed', 'Unassigned']);
    expect(model.data).toEqual([
      { category: 'A', Assigned: 3, Completed: 1 },
      { category: 'None', Unassigned: 2 },
    ]);
    expect(rowLink(pointAt(model, 'A', 'Completed')!.row)).toBe(
      '/work-order/list-view?status=1%2C2&vendorId=A',
    );
    expect(rowLink(pointAt(model, 'None', 'Unassigned')!.row)).toBeNull();
  });

  it('names the single series after the value it measures', () => {
    const model = chartModel(result([row('A', 'x', 3)], ['vendor']))!;
    expect(model.series).toEqual(['Orders']);
    expect(model.valueLabel).toBe('Orders');
  });

  it('has nothing to draw without a value column', () => {
    expect(chartModel({ ...result([]), valueKey: null })).toBeNull();
  });

  it('adds up the groups for a number, which leads somewhere only when it is one group', () => {
    expect(headlineNumber(result([row('A', 'x', 3), row('B', 'x', 2)]))).toEqual({ value: 5, row: null });
    const one = row('A', 'x', 3);
    expect(headlineNumber(result([one]))).toEqual({ value: 3, row: one });
    expect(headlineNumber({ ...result([]), valueKey: null, total: 42 }).value).toBe(42);
  });

  it("opens an order's own page from an ungrouped row", () => {
    expect(rowLink({ drill: null, workOrderId: 'abc' })).toBe('/work-order/abc');
    expect(drillPath({ ...drill('A'), params: {} })).toBe('/work-order/list-view');
  });
});
