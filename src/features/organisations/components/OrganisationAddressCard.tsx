import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { conflictRecord } from '../../../data/conflict';
import { showErrorToast } from '../../../components/error-toast';
import { applyFieldErrors } from '../../../components/form/form-errors';
import { addressOf, addressRules, type AddressValue } from '../../../components/lookups/address-cascade';
import { AddressFields } from '../../../components/lookups/AddressFields';
import { postalCodeRule } from '../../../components/lookups/contact-rules';
import { usePlaceNames } from '../../../data/lookups/reference-data';
import { toastSuccess } from '../../../notices/toast';
import { organisationSchema, type Organisation } from '../../../domain/organisations';
import { useUpdateOrganisationAddress } from '../api/organisations';
import { addressPayload } from './organisation-form';
import type { OrganisationEditing } from './use-organisation-editing';
import { useUnsavedChanges } from '../../../components/record/unsaved-changes';

interface OrganisationAddressCardProps {
  editing: OrganisationEditing;
  canEdit: boolean;
}

/** The address, saved on its own (PUT Organisation/UpdateAddress): country -> state -> city. */
export function OrganisationAddressCard({ editing, canEdit }: OrganisationAddressCardProps) {
  const { loaded, version } = editing;
  const update = useUpdateOrganisationAddress();
  const placeNames = usePlaceNames();
  const form = useForm<AddressValue>({
    mode: 'controlled',
    initialValues: addressOf(loaded),
    validate: { ...addressRules(), postalCode: postalCodeRule },
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values) => {
    const body = { ...addressPayload(values), version };
    update.mutate(
      { id: loaded.id, body, names: placeNames(values) },
      {
        onSuccess: (outcome) => {
          editing.saved(outcome.queued ? version + 1 : outcome.data.version);
          form.resetDirty();
          if (!outcome.queued) toastSuccess('The address was saved.');
        },
        onError: (error) => {
          const current = conflictRecord<Organisation>(error, organisationSchema);
          if (current) return editing.conflicted(current);
          applyFieldErrors(form, error);
          showErrorToast(error);
        },
      },
    );
  });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organisation-address">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="organisation-address">
            Address
          </Title>
          <AddressFields
            value={form.getValues()}
            onChange={(address) => form.setValues(address)}
            errors={form.errors}
            required
            disabled={!canEdit}
          />
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save address
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
