import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useCreateIds } from '../../data/use-create-ids';
import { parties } from './api/parties';
import { EMPTY_PARTY, partyPayload, partyRules, type PartyFormValues } from './components/party-form';
import type { PartyKind } from './components/party-kind';
import { PartyForm } from './components/PartyForm';

/** A new manufacturer or supplier. */
function PartyCreate({ kind }: { kind: PartyKind }) {
  const resource = parties[kind];
  const { info } = resource;
  const navigate = useNavigate();
  const create = resource.useCreate();
  const ids = useCreateIds();
  const form = useForm<PartyFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_PARTY,
    validate: partyRules(info),
  });

  function submit(values: PartyFormValues) {
    create.mutate(
      { body: { ...partyPayload(values), id: ids.id }, idempotencyKey: ids.idempotencyKey },
      whenSaved({
        saved: (data) => `The ${info.noun} "${data.name}" was created.`,
        after: () => void navigate(info.path),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: info.plural, to: info.path }} current={`New ${info.noun}`} />
      <PartyForm
        info={info}
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(info.path)}
        submitLabel={`Create ${info.noun}`}
        submitting={create.isPending}
      />
    </Stack>
  );
}

/** /manufacturer/create */
export function ManufacturerCreatePage() {
  return <PartyCreate kind="manufacturer" />;
}

/** /supplier/create */
export function SupplierCreatePage() {
  return <PartyCreate kind="supplier" />;
}
