import type { ReportChart, WidgetKind } from '../../../domain/reports';

export const CHART_LABELS: Record<ReportChart, string> = {
  table: 'Table only',
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
  number: 'One number',
  none: 'No chart',
};

export const WIDGET_KIND_LABELS: Record<WidgetKind, string> = {
  number: 'Number',
  bar: 'Bar chart',
  line: 'Line chart',
  pie: 'Pie chart',
  table: 'Table',
};
