import type { ReportCell, ReportDrill, ReportResult, ReportRow } from '../../../domain/reports';

/** The colours of a chart's series, in order (Mantine palette names). */
export const SERIES_COLOURS = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'pink.6',
];

/** A cell as a label: "—" for nothing, "Yes"/"No" for booleans. */
export function cellText(cell: ReportCell | undefined): string {
  if (cell === null || cell === undefined || cell === '') return '—';
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  return String(cell);
}

/** A group without a value (orders with no vendor yet) is named, not drawn as a dash. */
function markName(cell: ReportCell | undefined): string {
  const text = cellText(cell);
  return text === '—' ? 'None' : text;
}

function numberOf(cell: ReportCell | undefined): number {
  const value = typeof cell === 'number' ? cell : Number(cell);
  return Number.isFinite(value) ? value : 0;
}

/** Where a row leads: the work-order list filtered to its orders, or the order it shows; null for nowhere. */
export function rowLink(row: Pick<ReportRow, 'drill' | 'workOrderId'>): string | null {
  if (row.drill) return drillPath(row.drill);
  return row.workOrderId ? `/work-order/${row.workOrderId}` : null;
}

export function drillPath(drill: ReportDrill): string {
  const query = new URLSearchParams(drill.params).toString();
  return query ? `${drill.path}?${query}` : drill.path;
}

/** One point of a chart: its category and series, its value, and the row it came from. */
export interface ChartPoint {
  category: string;
  series: string;
  value: number;
  row: ReportRow;
}

export interface ChartModel {
  /** What the categories are ("Vendor") and what is measured ("Count"). */
  categoryLabel: string;
  valueLabel: string;
  categories: string[];
  series: string[];
  points: ChartPoint[];
  /** Recharts rows: `{ category, [series]: value }`. */
  data: Array<Record<string, string | number>>;
}

const label = (result: ReportResult, key: string | undefined) =>
  result.columns.find((column) => column.key === key)?.label ?? key ?? '';

/**
 * A result as a chart draws it: the first label column gives the categories, a second one the series (a
 * grouped bar per status in each vendor, say), the value column the heights. null when the result has no
 * value column to measure (an ungrouped list of orders).
 */
export function chartModel(result: ReportResult): ChartModel | null {
  const { valueKey } = result;
  if (!valueKey) return null;
  const [categoryKey, seriesKey] = result.labelKeys;
  const valueLabel = label(result, valueKey);
  const points = result.rows.map((row) => ({
    category: markName(categoryKey ? row.cells[categoryKey] : null),
    series: seriesKey ? markName(row.cells[seriesKey]) : valueLabel,
    value: numberOf(row.cells[valueKey]),
    row,
  }));
  const categories = [...new Set(points.map((point) => point.category))];
  const series = [...new Set(points.map((point) => point.series))];
  const data = categories.map((category) => {
    const entry: Record<string, string | number> = { category };
    for (const point of points) if (point.category === category) entry[point.series] = point.value;
    return entry;
  });
  return { categoryLabel: label(result, categoryKey), valueLabel, categories, series, points, data };
}

export function pointAt(model: ChartModel, category: string, series: string): ChartPoint | undefined {
  return model.points.find((point) => point.category === category && point.series === series);
}

/**
 * The one number of a number widget: the sum of the value column (every order counted once across the
 * groups), or the number of rows when there is nothing to add up. It leads where its only row leads.
 */
export function headlineNumber(result: ReportResult): { value: number; row: ReportRow | null } {
  const { valueKey } = result;
  if (!valueKey) return { value: result.total, row: null };
  const value = result.rows.reduce((sum, row) => sum + numberOf(row.cells[valueKey]), 0);
  return { value, row: result.rows.length === 1 ? result.rows[0]! : null };
}
