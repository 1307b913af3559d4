import '@mantine/charts/styles.css';
import { BarChart, LineChart, PieChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { chartModel, pointAt, rowLink, SERIES_COLOURS, type ChartModel, type ChartPoint } from './chart-data';
import type { ReportResult } from '../../../domain/reports';
import { PointLinks } from './PointLinks';

export type DrawnChart = 'bar' | 'line' | 'pie';

interface ResultChartProps {
  result: ReportResult;
  kind: DrawnChart;
  /** Names the chart for screen readers: the report's or the widget's title. */
  title: string;
  height?: number;
  /** Links under the chart, one per mark, for keyboards and screen readers (and the marks of a thin bar). */
  maxLinks?: number;
}

function seriesOf(model: ChartModel) {
  return model.series.map((name, index) => ({ name, color: SERIES_COLOURS[index % SERIES_COLOURS.length]! }));
}

function Chart({
  model,
  kind,
  height,
  open,
}: {
  model: ChartModel;
  kind: DrawnChart;
  height: number;
  open: (point?: ChartPoint) => void;
}) {
  const series = seriesOf(model);
  const legend = model.series.length > 1;
  if (kind === 'pie') {
    const data = model.points.map((point, index) => ({
      name: legend ? `${point.category} · ${point.series}` : point.category,
      value: point.value,
      color: SERIES_COLOURS[index % SERIES_COLOURS.length]!,
    }));
    return (
      <PieChart
        h={height}
        w="100%"
        size={Math.min(height - 20, 220)}
        data={data}
        withTooltip
        tooltipDataSource="segment"
        pieProps={{ onClick: (_data, index) => open(model.points[index]), cursor: 'pointer' }}
      />
    );
  }
  if (kind === 'line') {
    return (
      <LineChart
        h={height}
        data={model.data}
        dataKey="category"
        series={series}
        withLegend={legend}
        curveType="linear"
        yAxisProps={{ allowDecimals: false }}
        lineChartProps={{
          onClick: (state) => {
            const category = state.activeLabel === undefined ? undefined : String(state.activeLabel);
            if (category !== undefined && model.series.length === 1)
              open(pointAt(model, category, model.series[0]!));
          },
        }}
      />
    );
  }
  return (
    <BarChart
      h={height}
      data={model.data}
      dataKey="category"
      series={series}
      withLegend={legend}
      yAxisProps={{ allowDecimals: false }}
      barProps={(bar) => ({
        cursor: 'pointer',
        onClick: (item) => {
          const category = (item.payload as { category?: string } | undefined)?.category;
          if (category !== undefined) open(pointAt(model, category, bar.name));
        },
      })}
    />
  );
}

/**
 * A grouped result as a bar, line or pie chart. Clicking a bar, a slice or a point opens the work-order
 * list filtered to the orders behind it (the row's drill-down); marks without one lead nowhere.
 */
export function ResultChart({ result, kind, title, height = 260, maxLinks = 8 }: ResultChartProps) {
  const navigate = useNavigate();
  const model = chartModel(result);
  if (!model || model.points.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {model ? 'Nothing to draw: no orders match.' : 'This result has no number to draw.'}
      </Text>
    );
  }
  const open = (point?: ChartPoint) => {
    const to = point ? rowLink(point.row) : null;
    if (to) void navigate(to);
  };
  return (
    <Box>
      <Box role="img" aria-label={`${title}: ${kind} chart of ${model.valueLabel} by ${model.categoryLabel}`}>
        <Chart model={model} kind={kind} height={height} open={open} />
      </Box>
      <PointLinks model={model} max={maxLinks} />
    </Box>
  );
}
