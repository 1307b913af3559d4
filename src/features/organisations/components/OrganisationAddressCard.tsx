import { useForm } from '@mantine/form';
import { addressOf, addressRules, type AddressValue } from '../../../components/lookups/address-cascade';
import { FormAddressFields } from '../../../components/lookups/AddressFields';
import { postalCodeRule } from '../../../components/lookups/contact-rules';
import { usePlaceNames } from '../../../data/lookups/reference-data';
import { useUpdateOrganisationAddress } from '../api/organisations';
import { OrganisationCard, saveOutcome } from './OrganisationCard';
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
      saveOutcome(editing, form, 'The address was saved.'),
    );
  });

  return (
    <OrganisationCard
      id="organisation-address"
      title="Address"
      onSubmit={submit}
      save={{ label: 'Save address', canEdit, dirty: form.isDirty(), saving: update.isPending }}
    >
      <FormAddressFields form={form} required disabled={!canEdit} />
    </OrganisationCard>
  );
}
