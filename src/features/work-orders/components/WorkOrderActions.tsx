import { Button, Group, Menu } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCheck,
  IconDots,
  IconMapPin,
  IconPencil,
  IconTrash,
  IconUsers,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { conflictRecord } from '../../../data/conflict';
import { showErrorToast } from '../../../components/error-toast';
import { useCanMany } from '../../../data/session-info';
import { useConfirmDelete } from '../../../components/record/use-confirm-delete';
import { toastSuccess } from '../../../notices/toast';
import {
  APPROVAL_STATUS,
  WORK_ORDER_STATUS,
  workOrderDetailSchema,
  type WorkOrderDetail,
} from '../../../domain/workorders';
import type { WriteOutcome } from '../../../offline/use-optimistic-write';
import {
  useApproveWorkOrder,
  useDeleteWorkOrder,
  useInterchangeLocation,
  useReopenWorkOrder,
} from '../api/work-order-writes';
import { ApprovalModal, type ApprovalDecision, type ApprovalPayload } from './ApprovalModal';
import { AssignWorkOrderModal } from './AssignWorkOrderModal';
import { ChangeLocationModal } from './ChangeLocationModal';
import { ReopenModal } from './ReopenModal';
import { WORK_ORDERS_PATH, workOrderEditPath } from '../paths';

export interface WorkOrderActionsProps {
  order: WorkOrderDetail;
  onChanged: (order: WorkOrderDetail) => void;
  onConflict: (order: WorkOrderDetail) => void;
}

type Open = null | 'assign' | 'reopen' | 'location' | { decision: ApprovalDecision };

/** What may be done to the order now: each action needs its permission and a status that allows it. */
export function offeredActions(order: Pick<WorkOrderDetail, 'status' | 'approvalStatus'>) {
  const { status, approvalStatus } = order;
  const completed = status === WORK_ORDER_STATUS.completed;
  return {
    assign:
      status === WORK_ORDER_STATUS.unassigned ||
      status === WORK_ORDER_STATUS.assigned ||
      status === WORK_ORDER_STATUS.onHold,
    reopen: completed,
    approve: completed && approvalStatus === APPROVAL_STATUS.pending,
    changeLocation: !completed,
    remove: !(completed && approvalStatus === APPROVAL_STATUS.approved),
  };
}

/** The order's actions, gated by permission: edit, assign, re-open, approve or reject, move, delete. */
export function WorkOrderActions({ order, onChanged, onConflict }: WorkOrderActionsProps) {
  const navigate = useNavigate();
  const can = useCanMany([
    'workOrder.update',
    'workOrder.reopen',
    'workOrder.approve',
    'workOrder.delete',
  ] as const);
  const [open, setOpen] = useState<Open>(null);
  const approve = useApproveWorkOrder();
  const reopen = useReopenWorkOrder();
  const interchange = useInterchangeLocation();
  const remove = useDeleteWorkOrder();
  const confirmDelete = useConfirmDelete(remove);
  const offer = offeredActions(order);
  const close = () => setOpen(null);

  const answer = (done: (order: WorkOrderDetail) => string) => ({
    onSuccess: (outcome: WriteOutcome<WorkOrderDetail>) => {
      close();
      if (outcome.queued) return;
      onChanged(outcome.data);
      toastSuccess(done(outcome.data));
    },
    onError: (error: Error) => {
      const current = conflictRecord(error, workOrderDetailSchema);
      if (current) {
        close();
        return onConflict(current);
      }
      showErrorToast(error);
    },
  });

  function decide(payload: ApprovalPayload) {
    approve.mutate(
      { id: order.id, body: { ...payload, version: order.version } },
      answer(
        (next) =>
          `The work order "${next.code}" was ${payload.approvalStatus === APPROVAL_STATUS.approved ? 'approved' : 'rejected'}.`,
      ),
    );
  }

  const menu = [
    can['workOrder.update'] && offer.changeLocation ? (
      <Menu.Item
        key="location"
        leftSection={<IconMapPin size={16} aria-hidden />}
        onClick={() => setOpen('location')}
      >
        Change location
      </Menu.Item>
    ) : null,
    can['workOrder.delete'] && offer.remove ? (
      <Menu.Item
        key="delete"
        color="red"
        // A menu item takes shade 6 of its colour (3.3:1); its text is drawn in shade 9 (7.2:1, 5:1 on its hover tint).
        c="red.9"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() =>
          confirmDelete(order.id, {
            message: `The work order "${order.code}" will be deleted with its recorded work and history.`,
            done: `The work order "${order.code}" was deleted.`,
            onDeleted: () => void navigate(WORK_ORDERS_PATH, { replace: true }),
          })
        }
      >
        Delete
      </Menu.Item>
    ) : null,
  ].filter(Boolean);

  return (
    <Group gap="xs" wrap="wrap">
      {can['workOrder.approve'] && offer.approve ? (
        <>
          <Button
            color="teal"
            leftSection={<IconCheck size={18} aria-hidden />}
            onClick={() => setOpen({ decision: APPROVAL_STATUS.approved })}
          >
            Approve
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={18} aria-hidden />}
            onClick={() => setOpen({ decision: APPROVAL_STATUS.rejected })}
          >
            Reject
          </Button>
        </>
      ) : null}
      {can['workOrder.update'] && offer.assign ? (
        <Button leftSection={<IconUsers size={18} aria-hidden />} onClick={() => setOpen('assign')}>
          {order.status === WORK_ORDER_STATUS.unassigned ? 'Assign' : 'Reassign'}
        </Button>
      ) : null}
      {can['workOrder.reopen'] && offer.reopen ? (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconArrowBackUp size={18} aria-hidden />}
          onClick={() => setOpen('reopen')}
        >
          Re-Open
        </Button>
      ) : null}
      {can['workOrder.update'] ? (
        <Button
          component={Link}
          to={workOrderEditPath(order.id)}
          variant="default"
          leftSection={<IconPencil size={18} aria-hidden />}
        >
          Edit
        </Button>
      ) : null}
      {menu.length > 0 ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" px="sm" aria-label="More actions">
              <IconDots size={18} aria-hidden />
            </Button>
          </Menu.Target>
          <Menu.Dropdown>{menu}</Menu.Dropdown>
        </Menu>
      ) : null}

      <AssignWorkOrderModal
        opened={open === 'assign'}
        mode="assign"
        workOrderIds={[order.id]}
        onClose={close}
        onDone={close}
      />
      <ReopenModal
        opened={open === 'reopen'}
        code={order.code}
        submitting={reopen.isPending}
        onCancel={close}
        onSubmit={(remarks) =>
          reopen.mutate(
            { workorderId: order.id, version: order.version, remarks },
            answer((next) => `The work order "${next.code}" was re-opened.`),
          )
        }
      />
      <ApprovalModal
        opened={typeof open === 'object' && open !== null}
        code={order.code}
        initialDecision={typeof open === 'object' && open !== null ? open.decision : undefined}
        submitting={approve.isPending}
        onCancel={close}
        onSubmit={decide}
      />
      <ChangeLocationModal
        opened={open === 'location'}
        code={order.code}
        projectId={order.projectId}
        projectName={order.projectName}
        currentLocationId={order.workLocationId}
        submitting={interchange.isPending}
        onCancel={close}
        onSubmit={(workLocationId) =>
          interchange.mutate(
            { workorderId: order.id, workLocationId, version: order.version },
            answer((next) => `The work order "${next.code}" moved to ${next.locationIdentifier}.`),
          )
        }
      />
    </Group>
  );
}
