import {
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { LoadFailure } from '../../../components/LoadFailure';
import { Link } from 'react-router-dom';
import { useVendorScope } from '../../../data/lookups/vendor-scope';
import type { DashboardStats } from '../../../domain/work-order-dashboard';
import { APPROVAL_STATUS, APPROVAL_STATUSES, WORK_ORDER_STATUSES } from '../../../domain/workorders';
import { useDashboardStats } from '../api/work-order-stats';
import { STATUS_COLOURS } from '../../../components/WorkOrderBadges';
import { countOf, VendorTable } from './VendorTable';
import classes from './WorkOrderWidgets.module.css';
import { NotOnDeviceNotice } from '../../../components/PageState';
import { WidgetsSkeleton } from './WidgetsSkeleton';
import { isNotOnDevice } from '../../../offline/not-on-device';

const QUICK_VIEW = '/work-order/quick-view';
const ALL_STATUSES = WORK_ORDER_STATUSES.map((s) => s.id).join(',');

function CountCard({ label, count, to, color }: { label: string; count: number; to: string; color: string }) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.count}
      style={{ borderInlineStartColor: `var(--mantine-color-${color}-filled)` }}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.1} data-testid={`count-${label}`}>
        {count}
      </Text>
    </UnstyledButton>
  );
}

function PendingApproval({ stats }: { stats: DashboardStats }) {
  const pending = countOf(stats.byApproval, APPROVAL_STATUS.pending);
  return (
    <Paper withBorder radius="md" p="md" className={classes.pending} data-pending={pending > 0 || undefined}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Text fw={600}>Awaiting approval</Text>
          <Text fz={40} fw={800} lh={1.1} data-testid="pending-approval">
            {pending}
          </Text>
          <Text size="sm" c="dimmed">
            completed work order{pending === 1 ? '' : 's'} to check
          </Text>
        </div>
        <Button
          component={Link}
          to={`${QUICK_VIEW}?approval=${APPROVAL_STATUS.pending}`}
          h={44}
          color="yellow"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          aria-label="Review work orders awaiting approval"
        >
          Review
        </Button>
      </Group>
    </Paper>
  );
}

interface WorkOrderStatsViewProps {
  stats: DashboardStats;
  /** Organisation-level users also see the counts per vendor. */
  showVendors: boolean;
}

/** The figures themselves: pending approval first, then every status (each a link to those orders), then vendors. */
export function WorkOrderStatsView({ stats, showVendors }: WorkOrderStatsViewProps) {
  return (
    <Stack gap="md">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PendingApproval stats={stats} />
        </Grid.Col>
        {APPROVAL_STATUSES.filter((a) => a.id !== APPROVAL_STATUS.pending).map((a) => (
          <Grid.Col key={a.id} span={{ base: 6, sm: 3 }}>
            <Paper withBorder radius="md" p="md" h="100%">
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {a.name}
              </Text>
              <Text fz={28} fw={700} lh={1.1} data-testid={`approval-${a.name}`}>
                {countOf(stats.byApproval, a.id)}
              </Text>
            </Paper>
          </Grid.Col>
        ))}
      </Grid>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        spacing="sm"
        role="list"
        aria-label="Work orders by status"
      >
        <div role="listitem">
          <CountCard
            label="Total"
            count={stats.total}
            to={`${QUICK_VIEW}?status=${ALL_STATUSES}`}
            color="dark"
          />
        </div>
        {WORK_ORDER_STATUSES.map((s) => (
          <div role="listitem" key={s.id}>
            <CountCard
              label={s.name}
              count={countOf(stats.byStatus, s.id)}
              to={`${QUICK_VIEW}?status=${s.id}`}
              color={STATUS_COLOURS[s.id] ?? 'gray'}
            />
          </div>
        ))}
      </SimpleGrid>
      {showVendors ? <VendorTable stats={stats} /> : null}
    </Stack>
  );
}

/**
 * The dashboard's work-order figures (getWorkOrderDashboardStats) in the user's scope: counts by
 * status and approval, and per vendor for organisation-level users. Shown only with the work-order view key.
 */
export function WorkOrderWidgets() {
  const stats = useDashboardStats();
  const scope = useVendorScope();
  return (
    <Stack gap="sm" component="section" aria-labelledby="dashboard-work-orders">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="dashboard-work-orders">
          Work orders at a glance
        </Title>
        <Anchor component={Link} to={QUICK_VIEW} className={classes.link}>
          Open the quick view
        </Anchor>
      </Group>
      {isNotOnDevice(stats) ? (
        <NotOnDeviceNotice what="The work-order figures" />
      ) : stats.isPending ? (
        <WidgetsSkeleton showVendors={!scope.vendorBound} />
      ) : stats.isError ? (
        <LoadFailure
          error={stats.error}
          title="The work-order figures could not be loaded"
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <WorkOrderStatsView stats={stats.data} showVendors={!scope.vendorBound} />
      )}
    </Stack>
  );
}
