import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { FormActions } from '../../components/record/FormActions';
import { useCreateIds } from '../../data/use-create-ids';
import { warehouses } from './api/warehouses';
import {
  addressPayload,
  detailsPayload,
  EMPTY_WAREHOUSE,
  warehouseRules,
  WAREHOUSES_PATH,
  type WarehouseFormValues,
} from './components/warehouse-form';
import { PageSection } from '../../components/form/FormSection';
import { WarehouseAddressFields, WarehouseDetailFields } from './components/WarehouseForm';

/** /wh-locations/create: a new warehouse with its address and map location (its picture is added after). */
export function WarehouseCreatePage() {
  const navigate = useNavigate();
  const create = warehouses.useCreate();
  const ids = useCreateIds();
  const form = useForm<WarehouseFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_WAREHOUSE,
    validate: warehouseRules,
  });

  function submit(values: WarehouseFormValues) {
    create.mutate(
      {
        body: { ...detailsPayload(values), ...addressPayload(values), id: ids.id },
        idempotencyKey: ids.idempotencyKey,
      },
      whenSaved({
        saved: (data) => `The warehouse "${data.name}" was created.`,
        after: (outcome) => void navigate(outcome.queued ? WAREHOUSES_PATH : `${WAREHOUSES_PATH}/${ids.id}`),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Warehouses', to: WAREHOUSES_PATH }} current="New warehouse" />
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <PageSection title="Warehouse">
            <WarehouseDetailFields form={form} />
          </PageSection>
          <PageSection title="Address and location">
            <WarehouseAddressFields form={form} />
          </PageSection>
          <FormActions
            onCancel={() => void navigate(WAREHOUSES_PATH)}
            submitLabel="Create warehouse"
            submitting={create.isPending}
          />
        </Stack>
      </form>
    </Stack>
  );
}
