import { Stack } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import type { Organisation } from '../../domain/organisations';
import { organisations } from './api/organisations';
import { OrganisationAddressCard } from './components/OrganisationAddressCard';
import { ORGANISATIONS_PATH, useOrganisationAccess } from './components/organisation-access';
import { OrganisationConflict, OrganisationDetailsCard } from './components/OrganisationDetailsCard';
import { useOrganisationEditing } from './components/use-organisation-editing';

function OrganisationEditor({ organisation }: { organisation: Organisation }) {
  const access = useOrganisationAccess();
  const editing = useOrganisationEditing(organisation);
  const remove = organisations.useDelete();
  const { loaded } = editing;

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Organisations', to: ORGANISATIONS_PATH }}
        current={loaded.name}
        subLine={loaded.industryName ?? undefined}
        actions={
          access.canDelete(loaded.id) ? (
            <DeleteRecordButton
              id={loaded.id}
              remove={remove}
              message={`"${loaded.name}" will be deleted with its roles and users. This cannot be undone.`}
              done={`"${loaded.name}" was deleted.`}
              leaveTo={ORGANISATIONS_PATH}
            />
          ) : null
        }
      />
      <OrganisationConflict editing={editing} />
      <OrganisationDetailsCard
        key={`details-${loaded.version}`}
        editing={editing}
        canEdit={access.canUpdate}
      />
      <OrganisationAddressCard
        key={`address-${loaded.version}`}
        editing={editing}
        canEdit={access.canUpdate}
      />
    </Stack>
  );
}

/** /organizations/:id: details and address of one organisation, each saved on its own. */
export function OrganisationPage() {
  const { id = '' } = useParams();
  const { query, record } = organisations.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="organisation"
      icon={IconBuildingOff}
      back={{ to: ORGANISATIONS_PATH, label: 'organisations' }}
    >
      {(organisation) => <OrganisationEditor key={id} organisation={organisation} />}
    </RecordGate>
  );
}
