import { Stack } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showFormErrors, type FieldErrorTarget } from '../../components/form/form-errors';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { RecordGate } from '../../components/record/RecordGate';
import type { Assignment, AssignmentKind } from '../../domain/location-group-assignments';
import { useAssignment, useSaveAssignment } from './api/assignments';
import { assignmentsPath } from './components/assignment-paths';
import { AssignmentForm, type AssignmentFormValues } from './components/AssignmentForm';

interface Target {
  kind: AssignmentKind;
  subjectId: string;
  vendorId?: string | undefined;
}

function AssignmentEditor({ target, assignment }: { target: Target; assignment: Assignment | null }) {
  const navigate = useNavigate();
  const save = useSaveAssignment(target.kind);
  const back = assignmentsPath(target.kind, target.subjectId, target.vendorId);
  function submit(values: AssignmentFormValues, form: FieldErrorTarget) {
    save.mutate(
      {
        subjectId: target.subjectId,
        projectId: values.projectId ?? '',
        workLocationGroupIds: values.workLocationGroupIds,
        ...(assignment ? { version: assignment.version } : {}),
      },
      whenSaved({
        saved: (data) => `The groups of "${data.projectName}" were saved.`,
        after: () => void navigate(back),
        refused: (error) => showFormErrors(form, error),
      }),
    );
  }
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Work location groups', to: back }}
        current={assignment ? assignment.projectName : 'Assign groups'}
        subLine={assignment ? `Assigned to ${assignment.subjectName}` : undefined}
      />
      <AssignmentForm
        initial={{
          projectId: assignment?.projectId ?? null,
          workLocationGroupIds: assignment?.workLocationGroups.map((group) => group.id) ?? [],
        }}
        project={assignment ? { id: assignment.projectId, name: assignment.projectName } : null}
        onSubmit={submit}
        onCancel={() => void navigate(back)}
        submitLabel={assignment ? 'Save groups' : 'Assign'}
        submitting={save.isPending}
      />
    </Stack>
  );
}

function AssignmentEdit({ target, projectId }: { target: Target; projectId: string }) {
  const query = useAssignment(target.kind, target.subjectId, projectId);
  return (
    <RecordGate
      query={query}
      record={query.data}
      noun="assignment"
      icon={IconFolderOff}
      back={{
        to: assignmentsPath(target.kind, target.subjectId, target.vendorId),
        label: 'work location groups',
      }}
    >
      {(assignment) => <AssignmentEditor target={target} assignment={assignment} />}
    </RecordGate>
  );
}

export function VendorAssignmentCreatePage() {
  const { vendorId = '' } = useParams();
  return <AssignmentEditor target={{ kind: 'vendor', subjectId: vendorId }} assignment={null} />;
}
export function CrewAssignmentCreatePage() {
  const { crewId = '', vendorId } = useParams();
  return <AssignmentEditor target={{ kind: 'crew', subjectId: crewId, vendorId }} assignment={null} />;
}
export function VendorAssignmentEditPage() {
  const { vendorId = '', projectId = '' } = useParams();
  return <AssignmentEdit target={{ kind: 'vendor', subjectId: vendorId }} projectId={projectId} />;
}
export function CrewAssignmentEditPage() {
  const { crewId = '', vendorId, projectId = '' } = useParams();
  return <AssignmentEdit target={{ kind: 'crew', subjectId: crewId, vendorId }} projectId={projectId} />;
}
