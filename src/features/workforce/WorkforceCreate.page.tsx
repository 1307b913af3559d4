import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { newIdempotencyKey } from '../../api/http';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useVendorScope } from '../../data/lookups/vendor-scope';
import { workforce } from './api/workforce';
import {
  emptyWorkforceMember,
  WORKFORCE_PATH,
  workforcePayload,
  workforceRules,
  type WorkforceFormValues,
} from './components/workforce-form';
import { WorkforceForm } from './components/WorkforceForm';

/** /user-management/mobile-user/create: a new mobile user or supervisor. */
export function WorkforceCreatePage() {
  const navigate = useNavigate();
  const scope = useVendorScope();
  const create = workforce.useCreate();
  // One id and key per form: a create replayed from the outbox, or sent again, makes one person.
  const [ids] = useState(() => ({ id: uuidv7(), idempotencyKey: newIdempotencyKey() }));
  const form = useForm<WorkforceFormValues>({
    mode: 'controlled',
    initialValues: emptyWorkforceMember(scope.vendorId),
    validate: workforceRules,
  });

  function submit(values: WorkforceFormValues) {
    const body = { ...workforcePayload(values), vendorId: scope.vendorId ?? values.vendorId, id: ids.id };
    create.mutate(
      { body, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `"${data.name}" was added to the mobile workforce.`,
        after: () => void navigate(WORKFORCE_PATH),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Mobile users', to: WORKFORCE_PATH }} current="New mobile user" />
      <WorkforceForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(WORKFORCE_PATH)}
        submitLabel="Create"
        submitting={create.isPending}
      />
    </Stack>
  );
}
