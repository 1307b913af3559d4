import { Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlayerRecord } from '@tabler/icons-react';
import {
  ACTIVITY_STATUS,
  type TaskElement,
  type WorkOrderActivity,
} from '../../../domain/work-order-activities';
import { ElementValueView } from './ElementValueView';
import { formatDateTime } from './work-order-form';

const ACTIVITY_COLOURS: Record<number, string> = { 1: 'gray', 2: 'orange', 3: 'green' };

function progressLine({ startedAt, completedAt }: WorkOrderActivity): string {
  if (!startedAt) return 'Not started yet';
  return `Started ${formatDateTime(startedAt)}${completedAt ? ` · Completed ${formatDateTime(completedAt)}` : ''}`;
}

export interface ActivityPanelProps {
  activity: WorkOrderActivity;
  /** Offered to users who may record work while the order accepts it. */
  onRecord?: () => void;
  onClear?: (taskId: string, element: TaskElement) => void;
}

/** One activity of the order: its progress, then each task with its form elements and recorded evidence. */
export function ActivityPanel({ activity, onRecord, onClear }: ActivityPanelProps) {
  const completed = activity.status === ACTIVITY_STATUS.completed;
  const headingId = `activity-${activity.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0}>
          <Title order={3} size="h5" id={headingId}>
            {`${activity.sequence}. ${activity.name}`}
          </Title>
          <Group gap={6} wrap="wrap">
            <Badge variant="outline" color="gray" size="sm">
              {activity.activityTypeName}
            </Badge>
            <Badge
              color={ACTIVITY_COLOURS[activity.status] ?? 'gray'}
              variant="light"
              size="sm"
              data-testid="activity-status"
            >
              {activity.statusName}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {progressLine(activity)}
          </Text>
        </Stack>
        {onRecord ? (
          <Button
            variant={completed ? 'default' : 'filled'}
            leftSection={
              completed ? <IconPencil size={18} aria-hidden /> : <IconPlayerRecord size={18} aria-hidden />
            }
            onClick={onRecord}
            aria-label={`${completed ? 'Correct' : 'Record work'}: ${activity.name}`}
          >
            {completed ? 'Correct' : 'Record work'}
          </Button>
        ) : null}
      </Group>
      {activity.tasks.map((task) => (
        <Stack key={task.id} gap={0} mt="sm">
          <Divider
            label={task.name}
            labelPosition="left"
            styles={{ label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={0}>
            {task.elements.map((element) => (
              <ElementValueView
                key={element.id}
                element={element}
                onClear={onClear ? () => onClear(task.id, element) : undefined}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Paper>
  );
}
