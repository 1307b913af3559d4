import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { conflictRecord } from '../../../data/conflict';
import { showErrorToast } from '../../../components/error-toast';
import { applyFieldErrors } from '../../../components/form/form-errors';
import { ConflictAlert } from '../../../components/ConflictAlert';
import { toastSuccess } from '../../../notices/toast';
import { organisationSchema, type Organisation } from '../../../domain/organisations';
import { organisations } from '../api/organisations';
import { detailsOf, detailsPayload, detailsRules, type OrganisationDetailsValues } from './organisation-form';
import { OrganisationDetailsFields } from './OrganisationDetailsFields';
import type { OrganisationEditing } from './use-organisation-editing';
import { useUnsavedChanges } from '../../../components/record/unsaved-changes';

interface OrganisationDetailsCardProps {
  editing: OrganisationEditing;
  canEdit: boolean;
}

/** Name, industry and contact, saved on their own (PUT Organisation). */
export function OrganisationDetailsCard({ editing, canEdit }: OrganisationDetailsCardProps) {
  const { loaded, version } = editing;
  const update = organisations.useUpdate();
  const form = useForm<OrganisationDetailsValues>({
    mode: 'controlled',
    initialValues: detailsOf(loaded),
    validate: detailsRules,
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit((values) => {
    const body = { ...detailsPayload(values), version };
    update.mutate(
      { id: loaded.id, body },
      {
        onSuccess: (outcome) => {
          editing.saved(outcome.queued ? version + 1 : outcome.data.version);
          form.resetDirty();
          if (!outcome.queued) toastSuccess('The organisation details were saved.');
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
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organisation-details">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="organisation-details">
            Details
          </Title>
          <OrganisationDetailsFields inputProps={(field) => form.getInputProps(field)} disabled={!canEdit} />
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save details
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

export function OrganisationConflict({ editing }: { editing: OrganisationEditing }) {
  if (!editing.conflict) return null;
  return <ConflictAlert subject="this organisation" onReload={editing.reload} />;
}
