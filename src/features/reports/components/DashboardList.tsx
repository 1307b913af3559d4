import {
  ActionIcon,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconLayoutDashboard, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCan } from '../../../data/session-info';
import { LoadFailure } from '../../../components/LoadFailure';
import { CenteredLoader, NotOnDeviceNotice } from '../../../components/PageState';
import { useConfirmDelete } from '../../../components/record/use-confirm-delete';
import type { Dashboard } from '../../../domain/reports';
import { isNotOnDevice } from '../../../offline/not-on-device';
import { useDashboards } from '../api/get-dashboards';
import { useDeleteDashboard } from '../api/dashboard-writes';
import { dashboardPath } from './report-form';
import { deleteDashboardMessage } from './report-text';
import classes from './DashboardList.module.css';

function widgetCount(dashboard: Dashboard): string {
  const count = dashboard.widgets.length;
  return `${count} ${count === 1 ? 'widget' : 'widgets'}`;
}

/** The dashboards the user sees, each a card that opens it; its maker may delete it. */
export function DashboardList() {
  const list = useDashboards();
  const canEdit = useCan('report.dashboard');
  const remove = useConfirmDelete(useDeleteDashboard());
  if (isNotOnDevice(list)) return <NotOnDeviceNotice what="The dashboards" />;
  if (list.isError) {
    return (
      <LoadFailure
        error={list.error}
        title="The dashboards could not be loaded"
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <CenteredLoader label="Loading the dashboards" />;
  if (list.data.dashboards.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No dashboards yet. A dashboard shows reports side by side as numbers, charts and tables.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" role="list" aria-label="Dashboards">
      {list.data.dashboards.map((dashboard) => (
        <Card key={dashboard.id} withBorder radius="md" padding="md" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <UnstyledButton component={Link} to={dashboardPath(dashboard.id)} className={classes.open}>
              <Group gap="xs" wrap="nowrap">
                <IconLayoutDashboard size={22} aria-hidden />
                <Stack gap={0}>
                  <Text fw={600}>{dashboard.name}</Text>
                  <Text size="sm" c="dimmed">
                    {[widgetCount(dashboard), dashboard.vendorName].filter(Boolean).join(' · ')}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
            {canEdit && dashboard.canEdit ? (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  aria-label={`Delete ${dashboard.name}`}
                  onClick={() =>
                    remove(dashboard.id, {
                      message: deleteDashboardMessage(dashboard.name),
                      done: `The dashboard "${dashboard.name}" was deleted.`,
                    })
                  }
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
          {dashboard.shared ? (
            <Badge variant="light" size="sm" mt="xs">
              Shared
            </Badge>
          ) : null}
        </Card>
      ))}
    </SimpleGrid>
  );
}
