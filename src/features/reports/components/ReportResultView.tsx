import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { PaginationState } from '../../../components/data-table/pagination';
import type { ReportChart, ReportResult } from '../../../domain/reports';
import { HeadlineNumber } from './HeadlineNumber';
import { ResultChart } from './ResultChart';
import { ResultTable } from './ResultTable';

interface ReportResultViewProps {
  result: ReportResult | undefined;
  chart: ReportChart;
  title: string;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  loading: boolean;
  /** Said after the row count: "not saved until you save the report". */
  note?: string;
}

/** A run's result below the builder: the chosen chart over this page's rows, then the paged rows. */
export function ReportResultView(props: ReportResultViewProps) {
  const { result, chart, title, pagination, onPaginationChange, loading, note } = props;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-result-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="report-result-title">
            Result
          </Title>
          {result ? (
            <Text size="sm" c="dimmed">
              {`${result.total} ${result.total === 1 ? 'row' : 'rows'}${note ? `; ${note}` : ''}.`}
            </Text>
          ) : null}
        </div>
        {result?.truncated ? (
          <Alert color="yellow" variant="light">
            The query returned more rows than a report may read; only the first ones are shown.
          </Alert>
        ) : null}
        {result && chart === 'number' ? <HeadlineNumber result={result} title={title} /> : null}
        {result && (chart === 'bar' || chart === 'line' || chart === 'pie') ? (
          <ResultChart result={result} kind={chart} title={title} />
        ) : null}
        <ResultTable
          result={result}
          label={`${title}: result`}
          pagination={pagination}
          onPaginationChange={onPaginationChange}
          loading={loading}
        />
      </Stack>
    </Paper>
  );
}
