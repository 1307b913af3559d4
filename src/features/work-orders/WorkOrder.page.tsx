import { Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { hasPermission, useSessionInfo } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { CenteredLoader } from '../../components/PageState';
import type { WorkOrderDetail } from '../../domain/workorders';
import { activitiesKey, historyKey, useStatusHistory, workOrderKeys } from './api/work-order-queries';
import { ActivitiesSection } from './components/ActivitiesSection';
import { WorkOrderGate } from './components/WorkOrderGate';
import { WaitingMark } from '../../components/WaitingMark';
import { ApprovalBadge, StatusBadge } from '../../components/WorkOrderBadges';
import { StatusHistoryTimeline } from './components/StatusHistoryTimeline';
import { WorkOrderActions } from './components/WorkOrderActions';
import { WorkOrderSummary } from './components/WorkOrderSummary';
import { WORK_ORDERS_PATH } from './paths';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function WorkOrderView({ order }: { order: WorkOrderDetail }) {
  const queryClient = useQueryClient();
  const history = useStatusHistory(order.id);
  // The newest order known: a write's answer arrives before the refetch it causes.
  const [answered, setAnswered] = useState<WorkOrderDetail | null>(null);
  const [conflict, setConflict] = useState(false);
  const current = answered && answered.version > order.version ? answered : order;

  function refresh() {
    for (const queryKey of [workOrderKeys.detail(order.id), activitiesKey(order.id), historyKey(order.id)])
      void queryClient.invalidateQueries({ queryKey });
  }
  function changed(next: WorkOrderDetail) {
    setAnswered(next);
    setConflict(false);
  }
  function conflicted(next: WorkOrderDetail) {
    setAnswered(next);
    setConflict(true);
    refresh();
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Work orders', to: WORK_ORDERS_PATH }}
        current={current.code}
        subLine={`${current.locationIdentifier} · ${current.workLocationName}`}
        actions={<WorkOrderActions order={current} onChanged={changed} onConflict={conflicted} />}
      />
      <Group gap="xs" mt={-8} data-testid="order-badges">
        <StatusBadge status={current.status} />
        <ApprovalBadge approvalStatus={current.approvalStatus} />
        <WaitingMark id={current.id} />
      </Group>
      {conflict ? (
        <ConflictAlert
          subject="this work order"
          onReload={() => {
            setConflict(false);
            refresh();
          }}
        />
      ) : null}
      <Section title="Details">
        <WorkOrderSummary order={current} />
      </Section>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Section title="Activities">
            <ActivitiesSection order={current} onChanged={changed} onConflict={conflicted} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Section title="Status history">
            <StatusHistoryTimeline history={history.data} loading={history.isPending} />
          </Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function WorkOrderLoader({ id }: { id: string }) {
  return <WorkOrderGate id={id}>{(order) => <WorkOrderView key={id} order={order} />}</WorkOrderGate>;
}

/**
 * /work-order/list-view/view/:id and /work-order/:id: the order, its activities with the recorded evidence,
 * and its status history. Without view access the user is sent to the list view (SPEC section 6).
 */
export function WorkOrderPage() {
  const { id = '' } = useParams();
  const session = useSessionInfo();
  if (!session.data) return <CenteredLoader label="Loading the work order" />;
  if (!hasPermission(session.data, 'workOrder.view')) return <Navigate to={WORK_ORDERS_PATH} replace />;
  return <WorkOrderLoader key={id} id={id} />;
}
