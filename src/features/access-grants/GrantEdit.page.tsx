import { Stack } from '@mantine/core';
import { IconLockOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showErrorToast } from '../../components/error-toast';
import { fieldErrorsOf } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { RecordGate } from '../../components/record/RecordGate';
import { useCreateIds } from '../../data/use-create-ids';
import type { Grant, GrantKind } from '../../domain/access-grants';
import { useCreateGrant, useGrant, useUpdateGrant } from './api/grants';
import { grantsPath, SUBJECT_PAGES, type GrantSubject } from './components/grant-paths';
import { GrantForm, type GrantFormValues } from './components/GrantForm';

/** Server field errors name `Data.AccessGroupIds`; the form's fields are the part after `Data.`. */
function reportErrors(error: unknown, setError: (field: string, message: string) => void) {
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const name = field.replace(/^data\./, '');
    setError(name.charAt(0).toLowerCase() + name.slice(1), message);
  }
  showErrorToast(error);
}

function GrantCreate({ kind, subjectId, vendorId }: GrantSubject) {
  const navigate = useNavigate();
  const create = useCreateGrant(kind);
  const ids = useCreateIds();
  const back = grantsPath(kind, subjectId, vendorId);
  function submit(values: GrantFormValues, setError: (field: string, message: string) => void) {
    create.mutate(
      {
        subjectId,
        projectId: values.projectId ?? '',
        accessGroupIds: values.accessGroupIds,
        idempotencyKey: ids.idempotencyKey,
      },
      whenSaved({
        saved: (data) => `Access groups of "${data.projectName}" were granted.`,
        after: () => void navigate(back),
        refused: (error) => reportErrors(error, setError),
      }),
    );
  }
  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Access groups', to: back }} current="Grant access groups" />
      <GrantForm
        initial={{ projectId: null, accessGroupIds: [] }}
        project={null}
        onSubmit={submit}
        onCancel={() => void navigate(back)}
        submitLabel="Grant"
        submitting={create.isPending}
      />
    </Stack>
  );
}

function GrantEditor({ kind, grant }: { kind: GrantKind; grant: Grant }) {
  const navigate = useNavigate();
  const update = useUpdateGrant(kind);
  const back = grantsPath(kind, grant.subjectId, grant.vendorId);
  function submit(values: GrantFormValues, setError: (field: string, message: string) => void) {
    update.mutate(
      { id: grant.id, accessGroupIds: values.accessGroupIds, version: grant.version },
      whenSaved({
        saved: () => `The grant of "${grant.projectName}" was saved.`,
        after: () => void navigate(back),
        refused: (error) => reportErrors(error, setError),
      }),
    );
  }
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Access groups', to: back }}
        current={grant.projectName}
        subLine={`Granted to ${grant.subjectName}`}
      />
      <GrantForm
        initial={{ projectId: grant.projectId, accessGroupIds: grant.accessGroups.map((group) => group.id) }}
        project={{ id: grant.projectId, name: grant.projectName }}
        onSubmit={submit}
        onCancel={() => void navigate(back)}
        submitLabel="Save grant"
        submitting={update.isPending}
      />
    </Stack>
  );
}

function GrantEdit({
  kind,
  subjectId,
  projectId,
  grantId,
}: {
  kind: GrantKind;
  subjectId: string;
  projectId: string;
  grantId: string;
}) {
  const query = useGrant(kind, subjectId, projectId, grantId);
  return (
    <RecordGate
      query={query}
      record={query.data}
      noun="grant"
      icon={IconLockOff}
      back={{ to: SUBJECT_PAGES[kind].path(subjectId), label: SUBJECT_PAGES[kind].noun }}
    >
      {(grant) => <GrantEditor kind={kind} grant={grant} />}
    </RecordGate>
  );
}

export function AdminGrantCreatePage() {
  const { adminId = '', vendorId } = useParams();
  return <GrantCreate kind="admin" subjectId={adminId} vendorId={vendorId} />;
}
export function CrewGrantCreatePage() {
  const { crewId = '', vendorId } = useParams();
  return <GrantCreate kind="crew" subjectId={crewId} vendorId={vendorId} />;
}
export function VendorGrantCreatePage() {
  const { vendorId = '' } = useParams();
  return <GrantCreate kind="vendor" subjectId={vendorId} />;
}
export function AdminGrantEditPage() {
  const { adminId = '', projectId = '', id = '' } = useParams();
  return <GrantEdit kind="admin" subjectId={adminId} projectId={projectId} grantId={id} />;
}
export function CrewGrantEditPage() {
  const { crewId = '', projectId = '', id = '' } = useParams();
  return <GrantEdit kind="crew" subjectId={crewId} projectId={projectId} grantId={id} />;
}
export function VendorGrantEditPage() {
  const { vendorId = '', projectId = '', id = '' } = useParams();
  return <GrantEdit kind="vendor" subjectId={vendorId} projectId={projectId} grantId={id} />;
}
