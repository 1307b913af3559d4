import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { conflictRecord } from '../../api/conflict';
import { showErrorToast } from '../../api/error-toast';
import { ApiError, errorText } from '../../api/errors';
import { applyFieldErrors } from '../../api/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { openDeleteConfirm } from '../../components/DeleteConfirmModal';
import { CenteredLoader, PageMessage } from '../../components/PageState';
import { toastSuccess } from '../../components/toast';
import { crewSchema, type Crew } from '../../domain/crews';
import { useDeleteCrew } from './api/delete-crew';
import { useCrew } from './api/get-crew';
import { useUpdateCrew } from './api/update-crew';
import {
  crewOwnerText,
  useCrewAccess,
  crewPayload,
  crewRules,
  CREWS_PATH,
  crewValuesOf,
  type CrewFormValues,
} from './components/crew-form';
import { CrewForm } from './components/CrewForm';

function CrewEditor({ crew }: { crew: Crew }) {
  const navigate = useNavigate();
  const access = useCrewAccess();
  const update = useUpdateCrew();
  const remove = useDeleteCrew();
  // The record the form was filled from: its version is what the next save is based on.
  const [base, setBase] = useState(crew);
  const [conflict, setConflict] = useState<Crew | null>(null);
  const form = useForm<CrewFormValues>({
    mode: 'controlled',
    initialValues: crewValuesOf(crew),
    validate: crewRules,
  });
  const savedVendor = base.vendorId && base.vendorName ? { id: base.vendorId, name: base.vendorName } : null;

  function submit(values: CrewFormValues) {
    const body = { ...crewPayload(values), version: base.version };
    const vendorName = values.vendorId === base.vendorId ? base.vendorName : null;
    update.mutate(
      { id: base.id, body, preview: { vendorName, members: values.members } },
      {
        onSuccess: (outcome) => {
          if (!outcome.queued) toastSuccess(`The crew "${outcome.data.name}" was saved.`);
          void navigate(CREWS_PATH);
        },
        onError: (error) => {
          const current = conflictRecord<Crew>(error, crewSchema);
          if (current) return setConflict(current);
          applyFieldErrors(form, error);
          showErrorToast(error);
        },
      },
    );
  }

  function reload() {
    if (!conflict) return;
    setBase(conflict);
    form.setValues(crewValuesOf(conflict));
    form.resetDirty(crewValuesOf(conflict));
    setConflict(null);
  }

  function confirmDelete() {
    openDeleteConfirm({
      message: `The crew "${base.name}" will be deleted. Its ${base.memberCount} members stay in the mobile workforce.`,
      onConfirm: () =>
        remove.mutate(base.id, {
          onSuccess: (outcome) => {
            if (!outcome.queued) toastSuccess(`The crew "${base.name}" was deleted.`);
            void navigate(CREWS_PATH, { replace: true });
          },
          onError: (error) => showErrorToast(error),
        }),
    });
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Crews', to: CREWS_PATH }}
        current={base.name}
        subLine={`${crewOwnerText(base)} · ${base.memberCount} ${base.memberCount === 1 ? 'member' : 'members'}`}
        actions={
          access.canDelete ? (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={confirmDelete}
            >
              Delete
            </Button>
          ) : null
        }
      />
      <CrewForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(CREWS_PATH)}
        submitLabel="Save crew"
        submitting={update.isPending}
        savedVendor={savedVendor}
        readOnly={!access.canUpdate}
        notice={conflict ? <ConflictAlert subject="this crew" onReload={reload} /> : null}
      />
    </Stack>
  );
}

/** /user-management/crew/:id: one crew and its members, editable with crew.update. */
export function CrewPage() {
  const { id = '' } = useParams();
  const { query, record } = useCrew(id);
  if (!record && !query.isError) return <CenteredLoader label="Loading the crew" />;
  if (!record) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageMessage
        icon={IconUsersGroup}
        title={missing ? 'Crew not found' : 'The crew could not be loaded'}
        action={
          <Button component={Link} to={CREWS_PATH} variant="light">
            Back to crews
          </Button>
        }
      >
        {missing ? 'It may have been deleted.' : errorText(query.error)}
      </PageMessage>
    );
  }
  return <CrewEditor key={id} crew={record} />;
}
