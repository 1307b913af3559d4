import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { ChangedWhileEditing } from '../../components/record/ChangedWhileEditing';
import { FormActions } from '../../components/record/FormActions';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { useRecentChange } from '../../data/live/recent-changes';
import { whenSaved } from '../../components/record/when-saved';
import { WORK_ORDER_STATUS, workOrderDetailSchema, type WorkOrderDetail } from '../../domain/workorders';
import { useUpdateWorkOrder } from './api/work-order-writes';
import { WorkOrderGate } from './components/WorkOrderGate';
import { ApprovalBadge, StatusBadge } from '../../components/WorkOrderBadges';
import {
  plannedPayload,
  plannedRules,
  plannedValuesOf,
  type PlannedValues,
} from './components/work-order-form';
import { WORK_ORDERS_PATH, workOrderViewPath } from './paths';
import { PlannedFields } from './components/WorkOrderForm';

const PLANNED_LABELS = {
  plannedStartTime: 'Planned start',
  plannedEndTime: 'Planned end',
  description: 'Description',
};

/** Assigned or started work can be put on hold; held work resumes where it was. */
function holdOffer(status: number): 'hold' | 'resume' | null {
  if (status === WORK_ORDER_STATUS.assigned || status === WORK_ORDER_STATUS.inProgress) return 'hold';
  if (status === WORK_ORDER_STATUS.onHold) return 'resume';
  return null;
}

function WorkOrderEditor({ order }: { order: WorkOrderDetail }) {
  const navigate = useNavigate();
  const form = useForm<PlannedValues>({
    mode: 'controlled',
    initialValues: plannedValuesOf(order),
    validate: plannedRules,
  });
  const { base, setBase, conflict, failed, reload, newer, changedFields, takeTheirs, keepMine } =
    useRecordEditor({
      record: order,
      form,
      valuesOf: plannedValuesOf,
      schema: workOrderDetailSchema,
    });
  // Who changed it, as the live feed said; kept once known (the feed's mark fades after a few seconds).
  const recent = useRecentChange(newer ? base.id : undefined);
  const [changedBy, setChangedBy] = useState<string | null>(null);
  if (recent?.by && recent.by !== changedBy) setChangedBy(recent.by);
  const update = useUpdateWorkOrder();
  const hold = useUpdateWorkOrder();
  const offer = holdOffer(base.status);

  function save(values: PlannedValues) {
    update.mutate(
      { id: base.id, body: { ...plannedPayload(values), version: base.version } },
      whenSaved({
        applied: (data) => {
          setBase(data);
          form.resetDirty(plannedValuesOf(data));
        },
        saved: (data) => `The work order "${data.code}" was saved.`,
        after: () => void navigate(workOrderViewPath(base.id)),
        refused: failed,
      }),
    );
  }

  function toggleHold(onHold: boolean) {
    // The saved plan goes with it unchanged: PUT replaces the planned fields it is sent.
    const body = {
      plannedStartTime: base.plannedStartTime,
      plannedEndTime: base.plannedEndTime,
      description: base.description,
      onHold,
      version: base.version,
    };
    hold.mutate(
      { id: base.id, body },
      whenSaved({
        applied: (data) => setBase(data),
        saved: (data) =>
          onHold ? `The work order "${data.code}" is on hold.` : `The work order "${data.code}" was resumed.`,
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Work orders', to: WORK_ORDERS_PATH }}
        middle={{ label: base.code, to: workOrderViewPath(base.id) }}
        current={`Edit ${base.code}`}
        subLine={`${base.locationIdentifier} · ${base.workLocationName} · ${base.workflowName}`}
      />
      {newer ? (
        <ChangedWhileEditing
          by={changedBy}
          changes={changedFields()}
          labels={PLANNED_LABELS}
          onTakeTheirs={takeTheirs}
          onKeepMine={keepMine}
        />
      ) : null}
      {conflict ? <ConflictAlert subject="this work order" onReload={reload} /> : null}
      <Paper withBorder p="md" radius="md" component="section" aria-label="Status">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            <StatusBadge status={base.status} />
            <ApprovalBadge approvalStatus={base.approvalStatus} />
            <Text size="sm" c="dimmed">
              {base.vendorName && base.crewName ? `${base.vendorName} · ${base.crewName}` : 'Not assigned'}
            </Text>
          </Group>
          {offer === 'hold' ? (
            <Button
              variant="light"
              color="yellow"
              leftSection={<IconPlayerPause size={18} aria-hidden />}
              loading={hold.isPending}
              onClick={() => toggleHold(true)}
            >
              Put on hold
            </Button>
          ) : null}
          {offer === 'resume' ? (
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
              loading={hold.isPending}
              onClick={() => toggleHold(false)}
            >
              Resume
            </Button>
          ) : null}
        </Group>
        {offer === null && base.status !== WORK_ORDER_STATUS.onHold ? (
          <Text size="xs" c="dimmed" mt="xs">
            {base.status === WORK_ORDER_STATUS.unassigned
              ? 'Work can be put on hold once it is assigned.'
              : 'Completed work cannot be put on hold.'}
          </Text>
        ) : null}
      </Paper>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md" component="section" aria-label="Plan">
            <PlannedFields form={form} />
          </Paper>
          <FormActions
            onCancel={() => void navigate(workOrderViewPath(base.id))}
            submitLabel="Save changes"
            submitting={update.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}

/** /work-order/list-view/:id: the plan (times, description) of a work order, and putting it on hold or resuming it. */
export function WorkOrderEditPage() {
  const { id = '' } = useParams();
  return <WorkOrderGate id={id}>{(order) => <WorkOrderEditor key={id} order={order} />}</WorkOrderGate>;
}
