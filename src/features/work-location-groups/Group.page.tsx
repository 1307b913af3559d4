import { Stack } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import type { z } from 'zod';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import type { workLocationGroupDetailSchema } from '../../domain/work-location-groups';
import { locationGroups, useLocationGroup } from './api/groups';
import { groupPayload, reportGroupError } from './components/group-payload';
import { GroupForm, GROUPS_PATH } from './components/GroupForm';

type GroupDetail = z.infer<typeof workLocationGroupDetailSchema>;

function GroupEditor({ group }: { group: GroupDetail }) {
  const navigate = useNavigate();
  const can = useCanMany(['workLocationGroup.update', 'workLocationGroup.delete'] as const);
  const update = locationGroups.useUpdate();
  const remove = locationGroups.useDelete();
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Work location groups', to: GROUPS_PATH }}
        current={group.name}
        recordId={group.id}
        subLine={`${group.projectName} · ${group.workLocationCount} locations`}
        actions={
          can['workLocationGroup.delete'] ? (
            <DeleteRecordButton
              id={group.id}
              remove={remove}
              message={`The group "${group.name}" will be deleted; its locations stay. A group assigned to a vendor or crew cannot be deleted.`}
              done={`The group "${group.name}" was deleted.`}
              leaveTo={GROUPS_PATH}
            />
          ) : null
        }
      />
      <GroupForm
        initial={{
          projectId: group.projectId,
          name: group.name,
          description: group.description ?? '',
          members: group.workLocations.map((l) => ({
            id: l.id,
            name: `${l.locationIdentifier} · ${l.name}`,
          })),
        }}
        project={{ id: group.projectId, name: group.projectName }}
        projectFixed
        readOnly={!can['workLocationGroup.update']}
        onSubmit={(values, form) =>
          update.mutate(
            { id: group.id, body: { ...groupPayload(values), version: group.version } },
            whenSaved({
              saved: (data) => `The group "${data.name}" was saved.`,
              after: () => void navigate(GROUPS_PATH),
              refused: reportGroupError(form),
            }),
          )
        }
        onCancel={() => void navigate(GROUPS_PATH)}
        submitLabel="Save group"
        submitting={update.isPending}
      />
    </Stack>
  );
}

/** /work-locations-groups/:id: a group's details and members. */
export function GroupPage() {
  const { id = '' } = useParams();
  const { query, record } = useLocationGroup(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="group"
      icon={IconFolderOff}
      back={{ to: GROUPS_PATH, label: 'groups' }}
    >
      {(group) => <GroupEditor key={`${id}-${group.version}`} group={group} />}
    </RecordGate>
  );
}
