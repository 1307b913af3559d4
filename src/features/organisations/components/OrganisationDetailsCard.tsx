import { useForm } from '@mantine/form';
import { ConflictAlert } from '../../../components/ConflictAlert';
import { organisations } from '../api/organisations';
import { detailsOf, detailsPayload, detailsRules, type OrganisationDetailsValues } from './organisation-form';
import { OrganisationCard, saveOutcome } from './OrganisationCard';
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
      saveOutcome(editing, form, 'The organisation details were saved.'),
    );
  });

  return (
    <OrganisationCard
      id="organisation-details"
      title="Details"
      onSubmit={submit}
      save={{ label: 'Save details', canEdit, dirty: form.isDirty(), saving: update.isPending }}
    >
      <OrganisationDetailsFields inputProps={(field) => form.getInputProps(field)} disabled={!canEdit} />
    </OrganisationCard>
  );
}

export function OrganisationConflict({ editing }: { editing: OrganisationEditing }) {
  if (!editing.conflict) return null;
  return <ConflictAlert subject="this organisation" onReload={editing.reload} />;
}
