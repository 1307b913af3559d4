import { Stack, Title } from '@mantine/core';
import { hasPermission, useSessionInfo } from '../../data/session-info';
import { areaGroups, useRouteTable } from '../../navigation/navigation';
import { CenteredLoader } from '../../components/PageState';
import { AreaCards } from './components/AreaCards';
import { SignedInCard } from './components/SignedInCard';
import { WorkOrderWidgets } from './components/WorkOrderWidgets';
import { dashboardStatsOptions } from './api/work-order-stats';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '../../domain/auth';

/** The dashboard's work-order figures are shown, and asked for at start, only with this key. */
const FIGURES_PERMISSION = 'workOrder.view';

/**
 * Opened at /dashboard: the work-order figures are asked for as soon as this code is loaded, beside the
 * session (`prefetchScreenData`, see `screen()`), for a user whose role shows them.
 */
export async function prefetchScreenData(
  client: QueryClient,
  _search: URLSearchParams,
  session: SessionInfo,
) {
  if (hasPermission(session, FIGURES_PERMISSION)) await client.prefetchQuery(dashboardStatsOptions());
}

/** /dashboard, for every signed-in user: who they are, their work-order figures, and the areas their role opens. */
export function DashboardPage() {
  const { data } = useSessionInfo();
  const routes = useRouteTable();
  if (!data) return <CenteredLoader label="Loading your session" />;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <SignedInCard session={data} />
      {hasPermission(data, FIGURES_PERMISSION) ? <WorkOrderWidgets /> : null}
      <Stack gap="sm" component="section" aria-labelledby="dashboard-areas">
        <Title order={2} size="h4" id="dashboard-areas">
          Your areas
        </Title>
        <AreaCards groups={areaGroups(data, routes)} />
      </Stack>
    </Stack>
  );
}
