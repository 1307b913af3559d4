import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { warehouseUserSchema, type WarehouseUser } from '../../domain/warehouses';
import { warehouseUsers } from './api/warehouse-users';
import {
  backPath,
  deleteMessage,
  warehouseUserPayload,
  warehouseUserRules,
  warehouseUserValuesOf,
  WAREHOUSES_PATH,
  type WarehouseUserFormValues,
} from './components/warehouse-user-form';
import { WarehouseUserForm } from './components/WarehouseUserForm';

function WarehouseUserEditor({ user }: { user: WarehouseUser }) {
  const navigate = useNavigate();
  const can = useCanMany(['warehouseUser.update', 'warehouseUser.delete'] as const);
  const update = warehouseUsers.useUpdate();
  const remove = warehouseUsers.useDelete();
  const form = useForm<WarehouseUserFormValues>({
    mode: 'controlled',
    initialValues: warehouseUserValuesOf(user),
    validate: warehouseUserRules,
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: user,
    form,
    valuesOf: warehouseUserValuesOf,
    schema: warehouseUserSchema,
  });
  const back = backPath(base.warehouseId);

  function submit(values: WarehouseUserFormValues) {
    update.mutate(
      { id: base.id, body: { ...warehouseUserPayload(values), version: base.version } },
      whenSaved({
        saved: (data) => `The warehouse user "${data.name}" was saved.`,
        after: () => void navigate(backPath(values.warehouseId)),
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Warehouses', to: WAREHOUSES_PATH }}
        middle={{ label: base.warehouseName, to: back }}
        current={base.name}
        recordId={base.id}
        subLine={[base.designation, base.warehouseName].filter(Boolean).join(' · ')}
        actions={
          can['warehouseUser.delete'] ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={deleteMessage(base)}
              done={`The warehouse user "${base.name}" was deleted.`}
              leaveTo={back}
            />
          ) : null
        }
      />
      <WarehouseUserForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(back)}
        submitLabel="Save warehouse user"
        submitting={update.isPending}
        selectedWarehouse={{ id: base.warehouseId, name: base.warehouseName }}
        readOnly={!can['warehouseUser.update']}
        notice={conflict ? <ConflictAlert subject="this warehouse user" onReload={reload} /> : null}
      />
    </Stack>
  );
}

/** /wh-locations/wh-users/edit/:id: one warehouse user, editable with warehouseUser.update. */
export function WarehouseUserPage() {
  const { id = '' } = useParams();
  const { query, record } = warehouseUsers.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="warehouse user"
      icon={IconUserOff}
      back={{ to: WAREHOUSES_PATH, label: 'warehouses' }}
    >
      {(user) => <WarehouseUserEditor key={id} user={user} />}
    </RecordGate>
  );
}
