import { Button, Stack } from '@mantine/core';
import { IconBuildingOff, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { showErrorToast } from '../../api/error-toast';
import { ApiError, errorText } from '../../api/errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { openDeleteConfirm } from '../../components/DeleteConfirmModal';
import { CenteredLoader, PageMessage } from '../../components/PageState';
import { toastSuccess } from '../../components/toast';
import type { Organisation } from '../../domain/organisations';
import { useDeleteOrganisation } from './api/delete-organisation';
import { useOrganisation } from './api/get-organisation';
import { OrganisationAddressCard } from './components/OrganisationAddressCard';
import { ORGANISATIONS_PATH, useOrganisationAccess } from './components/organisation-access';
import { OrganisationConflict, OrganisationDetailsCard } from './components/OrganisationDetailsCard';
import { useOrganisationEditing } from './components/use-organisation-editing';

function OrganisationEditor({ organisation }: { organisation: Organisation }) {
  const navigate = useNavigate();
  const access = useOrganisationAccess();
  const editing = useOrganisationEditing(organisation);
  const remove = useDeleteOrganisation();
  const { loaded } = editing;

  function confirmDelete() {
    openDeleteConfirm({
      message: `"${loaded.name}" will be deleted with its roles and users. This cannot be undone.`,
      onConfirm: () =>
        remove.mutate(loaded.id, {
          onSuccess: (outcome) => {
            if (!outcome.queued) toastSuccess(`"${loaded.name}" was deleted.`);
            void navigate(ORGANISATIONS_PATH, { replace: true });
          },
          onError: (error) => showErrorToast(error),
        }),
    });
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Organisations', to: ORGANISATIONS_PATH }}
        current={loaded.name}
        subLine={loaded.industryName ?? undefined}
        actions={
          access.canDelete(loaded.id) ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={confirmDelete}
              loading={remove.isPending}
            >
              Delete
            </Button>
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
  const { query, record } = useOrganisation(id);
  if (!record && !query.isError) return <CenteredLoader label="Loading the organisation" />;
  if (!record) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageMessage
        icon={IconBuildingOff}
        title={missing ? 'Organisation not found' : 'The organisation could not be loaded'}
        action={
          <Button component={Link} to={ORGANISATIONS_PATH} variant="light">
            Back to organisations
          </Button>
        }
      >
        {missing
          ? 'It may have been deleted, or it belongs to another organisation.'
          : errorText(query.error)}
      </PageMessage>
    );
  }
  return <OrganisationEditor key={id} organisation={record} />;
}
