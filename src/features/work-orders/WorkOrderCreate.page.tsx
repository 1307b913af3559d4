import { Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation, useNavigate } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useVendorScope } from '../../data/lookups/vendor-scope';
import { FormActions } from '../../components/record/FormActions';
import { useCreateIds } from '../../data/use-create-ids';
import { useCreateWorkOrder } from './api/work-order-writes';
import {
  createPayload,
  createRules,
  EMPTY_WORK_ORDER,
  type WorkOrderCreateValues,
} from './components/work-order-form';
import { QUICK_VIEW_PATH, WORK_ORDERS_PATH, workOrderViewPath } from './paths';
import { WorkOrderCreateFields } from './components/WorkOrderForm';

/**
 * /work-order/list-view/create and /work-order/quick-view/create: a work order at a work location following
 * a workflow; with a vendor and crew it starts assigned. Made with its own id and Idempotency-Key, so a
 * create kept offline and replayed later makes exactly one order.
 */
export function WorkOrderCreatePage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const fromQuickView = pathname.startsWith(QUICK_VIEW_PATH);
  const back = fromQuickView
    ? { label: 'Quick view', to: QUICK_VIEW_PATH }
    : { label: 'Work orders', to: WORK_ORDERS_PATH };
  const scope = useVendorScope();
  const create = useCreateWorkOrder();
  const ids = useCreateIds();
  const form = useForm<WorkOrderCreateValues>({
    mode: 'controlled',
    initialValues: EMPTY_WORK_ORDER,
    validate: createRules(scope.vendorBound),
  });

  function submit(values: WorkOrderCreateValues) {
    const body = { ...createPayload(values, scope.vendorId), id: ids.id };
    create.mutate(
      { body, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The work order "${data.code}" was created.`,
        after: (outcome) =>
          void navigate(
            outcome.queued ? back.to : fromQuickView ? `/work-order/${ids.id}` : workOrderViewPath(ids.id),
          ),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={back}
        current="New work order"
        subLine="Work at a location following a workflow; with a vendor and crew it starts assigned."
      />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <WorkOrderCreateFields form={form} />
          </Paper>
          <FormActions
            onCancel={() => void navigate(back.to)}
            submitLabel="Create work order"
            submitting={create.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
