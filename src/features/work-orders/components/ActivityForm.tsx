import { Alert, Button, Fieldset, Group, List, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { conflictRecord } from '../../../data/conflict';
import { showErrorToast } from '../../../components/error-toast';
import { fieldErrorsOf } from '../../../components/form/form-errors';
import { toastSuccess } from '../../../notices/toast';
import { ACTIVITY_STATUS, type WorkOrderActivity } from '../../../domain/work-order-activities';
import { WORK_ORDER_STATUS, workOrderDetailSchema, type WorkOrderDetail } from '../../../domain/workorders';
import { useResubmitActivity } from '../api/work-order-writes';
import {
  activityDraftOf,
  changedElements,
  draftErrors,
  draftKey,
  missingRequired,
  serverElementErrors,
  type ActivityDraft,
  type ElementDraft,
} from './activity-form';
import { ElementInput } from './ElementInput';
import { useScreenMatches } from '../../../components/use-screen-matches';

export interface ActivityFormProps {
  opened: boolean;
  activity: WorkOrderActivity;
  workOrderId: string;
  /** The order's version the values are recorded against. */
  version: number;
  onClose: () => void;
  /** The order as the server answered (its new status and version). */
  onSaved: (order: WorkOrderDetail) => void;
  /** Someone changed the order meanwhile: the current one, so the next save goes against it. */
  onConflict: (order: WorkOrderDetail) => void;
}

/**
 * Records or corrects an activity's form elements in the field. Only changed elements are sent; the server
 * completes the activity once every required element has a value. "Save progress" keeps a partly filled
 * activity; "Complete activity" first checks that nothing required is missing.
 */
export function ActivityForm({
  opened,
  activity,
  workOrderId,
  version,
  onClose,
  onSaved,
  onConflict,
}: ActivityFormProps) {
  const fullScreen = useScreenMatches('(max-width: 63.99em)');
  const resubmit = useResubmitActivity();
  const [draft, setDraft] = useState<ActivityDraft>(() => activityDraftOf(activity));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const completed = activity.status === ACTIVITY_STATUS.completed;
  const missing = missingRequired(activity, draft);
  const changed = changedElements(activity, draft);

  function patch(key: string, change: Partial<ElementDraft>) {
    setDraft((current) => ({ ...current, [key]: { ...current[key]!, ...change } }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
    setNotice(null);
  }

  function close() {
    if (changed.length === 0 || resubmit.isPending) return onClose();
    modals.openConfirmModal({
      title: 'Leave without saving?',
      centered: true,
      children: <Text size="sm">What you entered for this activity is not saved yet.</Text>,
      labels: { confirm: 'Leave without saving', cancel: 'Keep entering' },
      confirmProps: { color: 'red' },
      onConfirm: onClose,
    });
  }

  function send(completing: boolean) {
    const found = draftErrors(activity, draft, completing);
    setErrors(found);
    if (Object.keys(found).length > 0)
      return setNotice(
        completing ? 'Fill in what is still required, or save your progress.' : 'Correct the marked entries.',
      );
    // The server settles the activity on each saved value; with nothing sent there is nothing to settle.
    if (changed.length === 0) {
      return setNotice(
        missing.length === 0 && !completed
          ? 'Nothing has changed yet: correct a value to complete the activity again.'
          : 'Nothing has changed yet: enter or correct a value first.',
      );
    }
    resubmit.mutate(
      { workorderId: workOrderId, activityId: activity.id, elements: changed, version },
      {
        onSuccess: (outcome) => {
          if (!outcome.queued) {
            onSaved(outcome.data);
            toastSuccess(
              outcome.data.status === WORK_ORDER_STATUS.completed
                ? `The work order "${outcome.data.code}" is completed and waits for approval.`
                : `The work on "${activity.name}" was saved.`,
            );
          }
          onClose();
        },
        onError: (error) => {
          const current = conflictRecord(error, workOrderDetailSchema);
          if (current) {
            onConflict(current);
            return setNotice(
              'The work order was changed by someone else meanwhile. What you entered is kept: check the values and save again.',
            );
          }
          const byElement = serverElementErrors(changed, fieldErrorsOf(error));
          if (Object.keys(byElement).length > 0) setErrors(byElement);
          showErrorToast(error);
        },
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`${completed ? 'Correct' : 'Record work'}: ${activity.name}`}
      fullScreen={fullScreen}
      size="xl"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        {activity.tasks.map((task) => (
          <Fieldset key={task.id} legend={task.name} radius="md">
            <Stack gap="md">
              {task.elements.map((element) => {
                const key = draftKey(task.id, element.id);
                return (
                  <ElementInput
                    key={key}
                    element={element}
                    draft={draft[key]!}
                    error={errors[key]}
                    onChange={(change) => patch(key, change)}
                  />
                );
              })}
            </Stack>
          </Fieldset>
        ))}
        {missing.length > 0 ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title="Still needed to complete this activity"
          >
            <List size="sm" aria-label="Still needed">
              {missing.map((item) => (
                <List.Item key={item.key}>{`${item.taskName}: ${item.label}`}</List.Item>
              ))}
            </List>
          </Alert>
        ) : (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
            Everything required is filled in{completed ? '.' : ': saving completes this activity.'}
          </Alert>
        )}
        {notice ? (
          <Text size="sm" c="red.8" role="alert">
            {notice}
          </Text>
        ) : null}
        <Group
          justify="flex-end"
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Button variant="default" onClick={close} disabled={resubmit.isPending}>
            Cancel
          </Button>
          {completed ? null : (
            <Button variant="light" onClick={() => send(false)} loading={resubmit.isPending}>
              Save progress
            </Button>
          )}
          <Button onClick={() => send(true)} loading={resubmit.isPending}>
            {completed ? 'Save corrections' : 'Complete activity'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
