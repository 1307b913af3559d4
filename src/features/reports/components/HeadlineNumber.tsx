import { Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ReportResult } from '../../../domain/reports';
import { headlineNumber, rowLink } from './chart-data';
import classes from './HeadlineNumber.module.css';

/** A number widget's figure; a link to the orders it counts when there is one list filter for them. */
export function HeadlineNumber({ result, title }: { result: ReportResult; title: string }) {
  const { value, row } = headlineNumber(result);
  const to = row ? rowLink(row) : null;
  const figure = (
    <Text fz={40} fw={800} lh={1.1} data-testid="headline-number">
      {value.toLocaleString()}
    </Text>
  );
  if (!to) return figure;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.link}
      aria-label={`${title}: ${value}, open these work orders`}
    >
      {figure}
      <Text size="sm" c="blue">
        Open these work orders
      </Text>
    </UnstyledButton>
  );
}
