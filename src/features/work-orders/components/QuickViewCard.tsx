import { Anchor, Button, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCheck,
  IconMapPin,
  IconRefresh,
  IconRoute,
  IconUserPlus,
  IconUsers,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { WorkOrder } from '../../../domain/workorders';
import { QUICK_ACTION_LABELS, quickActions, type QuickAction, type QuickActionRights } from './quick-actions';
import classes from './QuickViewCard.module.css';
import { ChangedMark } from '../../../components/live/ChangedMark';
import { WaitingMark } from '../../../components/WaitingMark';
import { ApprovalBadge, StatusBadge } from '../../../components/WorkOrderBadges';
import { SwipeActions } from './SwipeActions';

export const workOrderPath = (id: string) => `/work-order/${id}`;

const ACTION_STYLE: Readonly<
  Record<QuickAction, { icon: Icon; color: string; variant: 'filled' | 'light' | 'default' }>
> = {
  assign: { icon: IconUserPlus, color: 'blue', variant: 'light' },
  approve: { icon: IconCheck, color: 'teal', variant: 'filled' },
  reject: { icon: IconX, color: 'red', variant: 'light' },
  reopen: { icon: IconRefresh, color: 'grape', variant: 'light' },
};

interface QuickViewCardProps {
  order: WorkOrder;
  rights: QuickActionRights;
  onAction: (action: QuickAction, order: WorkOrder) => void;
  /** A write for this order is on its way: its actions wait. */
  busy?: boolean;
}

function Line({ icon: LineIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <LineIcon size={16} stroke={1.6} aria-hidden className={classes.lineIcon} />
      <Text size="sm" truncate="end" miw={0} title={typeof children === 'string' ? children : undefined}>
        <VisuallyHidden component="span">{label}: </VisuallyHidden>
        {children}
      </Text>
    </Group>
  );
}

function assignee(order: WorkOrder): string {
  if (!order.vendorName) return 'Not assigned';
  return order.crewName ? `${order.vendorName} · ${order.crewName}` : order.vendorName;
}

/**
 * One work order on the quick view: code, location, workflow, vendor and crew, planned start and its
 * badges. Tapping the card opens the order; its actions are visible buttons and, on touch, also behind a
 * left swipe.
 */
export function QuickViewCard({ order, rights, onAction, busy = false }: QuickViewCardProps) {
  const navigate = useNavigate();
  const actions = quickActions(order, rights);

  function act(action: QuickAction) {
    return (event: MouseEvent) => {
      event.stopPropagation();
      onAction(action, order);
    };
  }

  const trayButtons = actions.map((action) => {
    const { icon: ActionIcon, color } = ACTION_STYLE[action];
    return (
      <UnstyledButton
        key={action}
        className={classes.trayButton}
        data-color={color}
        style={{ backgroundColor: `var(--mantine-color-${color}-filled)` }}
        onClick={act(action)}
        disabled={busy}
        aria-label={`${QUICK_ACTION_LABELS[action]} ${order.code}`}
      >
        <ActionIcon size={22} aria-hidden />
        <span>{QUICK_ACTION_LABELS[action]}</span>
      </UnstyledButton>
    );
  });

  return (
    <SwipeActions
      actions={trayButtons}
      actionCount={actions.length}
      label={`Swipe actions for ${order.code}`}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        component="article"
        aria-labelledby={`wo-${order.id}`}
        className={classes.card}
        onClick={() => void navigate(workOrderPath(order.id))}
        data-testid="quick-view-card"
        data-status={order.status}
      >
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="wrap" align="center">
            <Anchor
              component={Link}
              to={workOrderPath(order.id)}
              id={`wo-${order.id}`}
              fw={700}
              className={classes.code}
              onClick={(event) => event.stopPropagation()}
            >
              {order.code}
            </Anchor>
            <Group gap={4}>
              <StatusBadge status={order.status} />
              <ApprovalBadge approvalStatus={order.approvalStatus} />
              <WaitingMark id={order.id} />
              <ChangedMark id={order.id} />
            </Group>
          </Group>
          <Line icon={IconMapPin} label="Location">
            {order.locationIdentifier}
          </Line>
          <Line icon={IconRoute} label="Workflow">
            {order.workflowName}
          </Line>
          <Line icon={IconUsers} label="Vendor and crew">
            {assignee(order)}
          </Line>
          <Line icon={IconCalendarEvent} label="Planned start">
            {order.plannedStartTime
              ? dayjs(order.plannedStartTime).format('DD MMM YY, HH:mm')
              : 'Not planned'}
          </Line>
          {actions.length > 0 ? (
            <div className={classes.actions} role="group" aria-label={`Actions for ${order.code}`}>
              {actions.map((action) => {
                const { icon: ActionIcon, color, variant } = ACTION_STYLE[action];
                return (
                  <Button
                    key={action}
                    variant={variant}
                    color={color}
                    h={44}
                    px={8}
                    className={classes.action}
                    leftSection={<ActionIcon size={16} aria-hidden />}
                    onClick={act(action)}
                    disabled={busy}
                    aria-label={`${QUICK_ACTION_LABELS[action]} ${order.code}`}
                  >
                    {QUICK_ACTION_LABELS[action]}
                  </Button>
                );
              })}
            </div>
          ) : null}
        </Stack>
      </Paper>
    </SwipeActions>
  );
}
