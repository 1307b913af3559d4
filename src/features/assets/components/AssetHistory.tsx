import dayjs from 'dayjs';
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import {
  IconArrowsExchange,
  IconBuildingWarehouse,
  IconMapPin,
  IconPackage,
  IconTool,
  IconTruckReturn,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AssetMovement } from '../../../domain/assets';

const ICONS: Record<number, ReactNode> = {
  1: <IconPackage size={14} aria-hidden />,
  2: <IconArrowsExchange size={14} aria-hidden />,
  3: <IconTruckReturn size={14} aria-hidden />,
  4: <IconBuildingWarehouse size={14} aria-hidden />,
  5: <IconTool size={14} aria-hidden />,
  6: <IconMapPin size={14} aria-hidden />,
};

/** The asset's movements as a timeline, oldest first: what happened, from where to where, who and when. */
export function AssetHistory({
  history,
  loading,
}: {
  history: AssetMovement[] | undefined;
  loading: boolean;
}) {
  if (!history) {
    return loading ? (
      <Text size="sm" c="dimmed">
        Loading the history…
      </Text>
    ) : null;
  }
  if (history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This asset has no movements yet.
      </Text>
    );
  }
  return (
    <Timeline active={history.length - 1} bulletSize={24} lineWidth={2} aria-label="Asset history">
      {history.map((step) => (
        <Timeline.Item key={step.id} bullet={ICONS[step.movementStatus]} title={step.movementStatusName}>
          <Stack gap={2}>
            <Text size="sm">{step.from ? `${step.from.label} → ${step.to.label}` : step.to.label}</Text>
            {step.removalReasonName ? (
              <Group gap={6}>
                <Badge color="orange" variant="light" size="sm">
                  {step.removalReasonName}
                </Badge>
              </Group>
            ) : null}
            {step.note ? (
              <Text size="sm" c="dimmed">
                “{step.note}”
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {dayjs(step.movedAt).format('DD MMM YY, HH:mm')}
              {step.movedByName ? ` · ${step.movedByName}` : ''}
              {step.warehouseUserName ? ` · handled by ${step.warehouseUserName}` : ''}
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
