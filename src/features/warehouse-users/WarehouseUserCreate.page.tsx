import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useCreateIds } from '../../data/use-create-ids';
import { useWarehouse, warehouseUsers } from './api/warehouse-users';
import {
  backPath,
  emptyWarehouseUser,
  warehouseUserPayload,
  warehouseUserRules,
  WAREHOUSES_PATH,
  type WarehouseUserFormValues,
} from './components/warehouse-user-form';
import { WarehouseUserForm } from './components/WarehouseUserForm';

/** /wh-locations/wh-users/create?warehouseId=: a new user, at the warehouse the list was opened for. */
export function WarehouseUserCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const from = params.get('warehouseId');
  const warehouse = useWarehouse(from);
  const create = warehouseUsers.useCreate();
  const ids = useCreateIds();
  const form = useForm<WarehouseUserFormValues>({
    mode: 'controlled',
    initialValues: emptyWarehouseUser(from),
    validate: warehouseUserRules,
  });

  function submit(values: WarehouseUserFormValues) {
    create.mutate(
      { body: { ...warehouseUserPayload(values), id: ids.id }, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The warehouse user "${data.name}" was created.`,
        after: () => void navigate(backPath(values.warehouseId)),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  const selected = warehouse.data ? { id: warehouse.data.id, name: warehouse.data.name } : null;
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Warehouses', to: WAREHOUSES_PATH }}
        middle={selected ? { label: selected.name, to: backPath(selected.id) } : undefined}
        current="New warehouse user"
      />
      <WarehouseUserForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(backPath(from))}
        submitLabel="Create warehouse user"
        submitting={create.isPending}
        selectedWarehouse={selected}
      />
    </Stack>
  );
}
