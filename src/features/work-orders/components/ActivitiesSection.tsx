import { Alert, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { conflictRecord } from '../../../data/conflict';
import { showErrorToast } from '../../../components/error-toast';
import { useCan } from '../../../data/session-info';
import { toastSuccess } from '../../../notices/toast';
import type { TaskElement } from '../../../domain/work-order-activities';
import { workOrderDetailSchema, type WorkOrderDetail } from '../../../domain/workorders';
import { useWorkOrderActivities } from '../api/work-order-queries';
import { useDeleteTaskElement } from '../api/work-order-writes';
import { ActivityForm } from './ActivityForm';
import { ActivityPanel } from './ActivityPanel';
import { recordingOffer } from './recording';

export interface ActivitiesSectionProps {
  order: WorkOrderDetail;
  /** The order as a write answered it (new status, new version). */
  onChanged: (order: WorkOrderDetail) => void;
  /** A write was refused for a stale version: the order as it is now. */
  onConflict: (order: WorkOrderDetail) => void;
}

/** The order's activities with their evidence; recording and correcting values for edit-activity users. */
export function ActivitiesSection({ order, onChanged, onConflict }: ActivitiesSectionProps) {
  const canEdit = useCan('workOrder.editActivity');
  const activities = useWorkOrderActivities(order.id);
  const clear = useDeleteTaskElement();
  const [editing, setEditing] = useState<string | null>(null);
  const offer = recordingOffer(order);
  const recording = canEdit && offer.allowed;
  const list = activities.data?.activities ?? [];
  const editedActivity = list.find((activity) => activity.id === editing);

  function confirmClear(activityId: string, taskId: string, element: TaskElement) {
    modals.openConfirmModal({
      title: `Clear "${element.label}"?`,
      centered: true,
      children: (
        <Text size="sm">
          The recorded value is removed.{' '}
          {element.isRequired
            ? 'It is required: the activity is complete only once it is recorded again.'
            : ''}
        </Text>
      ),
      labels: { confirm: 'Clear value', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        clear.mutate(
          { workorderId: order.id, activityId, taskId, elementId: element.id, version: order.version },
          {
            onSuccess: (outcome) => {
              if (outcome.queued) return;
              onChanged(outcome.data);
              toastSuccess(`"${element.label}" was cleared.`);
            },
            onError: (error) => {
              const current = conflictRecord(error, workOrderDetailSchema);
              if (current) return onConflict(current);
              showErrorToast(error);
            },
          },
        ),
    });
  }

  if (activities.isPending) {
    return (
      <Text size="sm" c="dimmed">
        Loading the activities…
      </Text>
    );
  }
  if (activities.isError) {
    return (
      <Text size="sm" c="red.8">
        The activities could not be loaded.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {canEdit && !offer.allowed ? (
        <Alert
          color="gray"
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden />}
          data-testid="recording-closed"
        >
          {offer.reason}
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          The workflow of this order has no activities.
        </Text>
      ) : null}
      {list.map((activity) => (
        <ActivityPanel
          key={activity.id}
          activity={activity}
          onRecord={recording ? () => setEditing(activity.id) : undefined}
          onClear={recording ? (taskId, element) => confirmClear(activity.id, taskId, element) : undefined}
        />
      ))}
      {editedActivity ? (
        <ActivityForm
          key={editedActivity.id}
          opened
          activity={editedActivity}
          workOrderId={order.id}
          version={order.version}
          onClose={() => setEditing(null)}
          onSaved={onChanged}
          onConflict={onConflict}
        />
      ) : null}
    </Stack>
  );
}
