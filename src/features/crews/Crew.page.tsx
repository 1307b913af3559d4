import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUsersGroup } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCan } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { RelatedLink } from '../../components/record/list-parts';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { crewSchema, type Crew } from '../../domain/crews';
import { crews } from './api/crews';
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
  const canViewAssignments = useCan('crewWorkLocationGroup.view');
  const canViewGrants = useCan('crewAccessGroup.view');
  const access = useCrewAccess();
  const update = crews.useUpdate();
  const remove = crews.useDelete();
  const form = useForm<CrewFormValues>({
    mode: 'controlled',
    initialValues: crewValuesOf(crew),
    validate: crewRules,
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: crew,
    form,
    valuesOf: crewValuesOf,
    schema: crewSchema,
  });
  const savedVendor = base.vendorId && base.vendorName ? { id: base.vendorId, name: base.vendorName } : null;

  function submit(values: CrewFormValues) {
    const body = { ...crewPayload(values), version: base.version };
    const vendorName = values.vendorId === base.vendorId ? base.vendorName : null;
    update.mutate(
      { id: base.id, body, preview: { vendorName, members: values.members } },
      whenSaved({
        saved: (data) => `The crew "${data.name}" was saved.`,
        after: () => void navigate(CREWS_PATH),
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Crews', to: CREWS_PATH }}
        current={base.name}
        recordId={base.id}
        subLine={`${crewOwnerText(base)} · ${base.memberCount} ${base.memberCount === 1 ? 'member' : 'members'}`}
        actions={
          <>
            {canViewAssignments ? (
              <RelatedLink
                to={`/user-management/crew/work-location-groups/${base.id}/${base.vendorId ?? 'none'}`}
              >
                Work location groups
              </RelatedLink>
            ) : null}
            {canViewGrants ? (
              <RelatedLink to={`/user-management/crew/access-groups/${base.id}/${base.vendorId ?? 'none'}`}>
                Access groups
              </RelatedLink>
            ) : null}
            {access.canDelete ? (
              <DeleteRecordButton
                id={base.id}
                remove={remove}
                message={`The crew "${base.name}" will be deleted. Its ${base.memberCount} members stay in the mobile workforce.`}
                done={`The crew "${base.name}" was deleted.`}
                leaveTo={CREWS_PATH}
              />
            ) : null}
          </>
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
  const { query, record } = crews.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="crew"
      icon={IconUsersGroup}
      back={{ to: CREWS_PATH, label: 'crews' }}
    >
      {(crew) => <CrewEditor key={id} crew={crew} />}
    </RecordGate>
  );
}
