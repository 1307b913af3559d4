import { ActionIcon, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DEFAULT_PAGINATION, type PaginationState } from '../../../components/data-table/pagination';
import { LoadFailure } from '../../../components/LoadFailure';
import { NotOnDeviceNotice } from '../../../components/PageState';
import type { Widget } from '../../../domain/reports';
import { isNotOnDevice } from '../../../offline/not-on-device';
import { formatAge } from '../../../offline/data-age';
import { useNow } from '../../../offline/use-data-age';
import { useWidgetData } from '../api/widget-data';
import { HeadlineNumber } from './HeadlineNumber';
import { ResultChart } from './ResultChart';
import { ResultTable } from './ResultTable';

/** Charts and numbers read the groups whole (up to 500); a table widget pages through its rows. */
const WHOLE = { page: 1, pageSize: 500 };

interface WidgetCardProps {
  widget: Widget;
  /** Offered to those who may change the dashboard. */
  onRemove?: () => void;
}

function WidgetBody({
  widget,
  pagination,
  setPagination,
}: WidgetCardProps & { pagination: PaginationState; setPagination: (p: PaginationState) => void }) {
  const data = useWidgetData(widget.id, widget.kind === 'table' ? pagination : WHOLE);
  const now = useNow();
  if (isNotOnDevice(data)) return <NotOnDeviceNotice what="This widget's data" />;
  if (data.isError && !data.data) {
    return (
      <LoadFailure
        error={data.error}
        title="The widget could not be loaded"
        onRetry={() => void data.refetch()}
      />
    );
  }
  if (!data.data) return <Skeleton h={160} radius="md" aria-label="Loading" />;
  const { result, generatedAt } = data.data;
  const kind = widget.kind;
  return (
    <Stack gap="xs">
      {kind === 'number' ? <HeadlineNumber result={result} title={widget.title} /> : null}
      {kind === 'bar' || kind === 'line' || kind === 'pie' ? (
        <ResultChart result={result} kind={kind} title={widget.title} height={220} maxLinks={6} />
      ) : null}
      {kind === 'table' ? (
        <ResultTable
          result={result}
          label={widget.title}
          pagination={pagination}
          onPaginationChange={setPagination}
          loading={data.isFetching}
        />
      ) : null}
      <Text size="xs" c="dimmed" data-testid="widget-age">
        {`Data from ${formatAge(now - Date.parse(generatedAt))}`}
      </Text>
    </Stack>
  );
}

/** One widget: its title, its report's figure, chart or table, and how old that data is. */
export function WidgetCard({ widget, onRemove }: WidgetCardProps) {
  const [pagination, setPagination] = useState(DEFAULT_PAGINATION);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      h="100%"
      component="section"
      aria-label={widget.title}
      data-testid="widget"
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {widget.title}
          </Title>
          {widget.reportName === widget.title ? null : (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {widget.reportName}
            </Text>
          )}
        </div>
        {onRemove ? (
          <Tooltip label="Remove from the dashboard">
            <ActionIcon
              variant="subtle"
              color="gray"
              size={44}
              aria-label={`Remove widget ${widget.title}`}
              onClick={onRemove}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <WidgetBody widget={widget} pagination={pagination} setPagination={setPagination} />
    </Paper>
  );
}
