import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { rowLink, type ChartModel } from './chart-data';
import classes from './PointLinks.module.css';

function pointName(model: ChartModel, category: string, series: string): string {
  return model.series.length > 1 ? `${category} · ${series}` : category;
}

/**
 * Each mark of a chart as a link with its figure: what a keyboard or a screen reader reaches instead of the
 * drawing, and a finger-sized target beside a thin bar. The first `max` show until the user asks for all.
 */
export function PointLinks({ model, max }: { model: ChartModel; max: number }) {
  const [all, setAll] = useState(false);
  const shown = all ? model.points : model.points.slice(0, max);
  return (
    <Group gap={6} mt="xs" role="list" aria-label={`${model.categoryLabel}: the orders behind each figure`}>
      {shown.map((point) => {
        const to = rowLink(point.row);
        const text = `${pointName(model, point.category, point.series)}: ${point.value}`;
        return (
          <div role="listitem" key={`${point.category}\u0000${point.series}`}>
            {to ? (
              <Button component={Link} to={to} variant="light" size="compact-sm" className={classes.point}>
                {text}
              </Button>
            ) : (
              <Text size="sm" c="dimmed" className={classes.plain}>
                {text}
              </Text>
            )}
          </div>
        );
      })}
      {model.points.length > max ? (
        <Button variant="subtle" size="compact-sm" className={classes.point} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${model.points.length}`}
        </Button>
      ) : null}
    </Group>
  );
}
