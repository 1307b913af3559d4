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
import { crews } from './api/crews';
import { crewPayload, crewRules, CREWS_PATH, emptyCrew, type CrewFormValues } from './components/crew-form';
import { CrewForm } from './components/CrewForm';

/** /user-management/crew/create: a crew of a vendor (a vendor user's is always their own) or of the organisation. */
export function CrewCreatePage() {
  const navigate = useNavigate();
  const scope = useVendorScope();
  const create = crews.useCreate();
  // One id and key per form: a create replayed from the outbox, or sent again, makes one crew.
  const [ids] = useState(() => ({ id: uuidv7(), idempotencyKey: newIdempotencyKey() }));
  const form = useForm<CrewFormValues>({
    mode: 'controlled',
    initialValues: emptyCrew(scope.vendorId),
    validate: crewRules,
  });

  function submit(values: CrewFormValues) {
    const body = { ...crewPayload(values), vendorId: scope.vendorId ?? values.vendorId, id: ids.id };
    create.mutate(
      { body, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The crew "${data.name}" was created.`,
        after: () => void navigate(CREWS_PATH),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Crews', to: CREWS_PATH }} current="New crew" />
      <CrewForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(CREWS_PATH)}
        submitLabel="Create crew"
        submitting={create.isPending}
      />
    </Stack>
  );
}
