import { Grid, Text } from '@mantine/core';
import type { Dashboard, Widget } from '../../../domain/reports';
import { WidgetCard } from './WidgetCard';

interface DashboardGridProps {
  dashboard: Dashboard;
  onRemove?: (widget: Widget) => void;
}

/**
 * The widgets in their order: one column on a phone, two from a tablet, three on a wide screen; a wide
 * widget takes two columns' room.
 */
export function DashboardGrid({ dashboard, onRemove }: DashboardGridProps) {
  const widgets = dashboard.widgets.toSorted((a, b) => a.position - b.position);
  if (widgets.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        This dashboard has no widgets yet. Add one to show a report as a number, a chart or a table.
      </Text>
    );
  }
  return (
    <Grid gap="md" align="stretch">
      {widgets.map((widget) => (
        <Grid.Col
          key={widget.id}
          span={{ base: 12, sm: widget.span === 2 ? 12 : 6, lg: widget.span === 2 ? 8 : 4 }}
        >
          <WidgetCard widget={widget} onRemove={onRemove ? () => onRemove(widget) : undefined} />
        </Grid.Col>
      ))}
    </Grid>
  );
}
