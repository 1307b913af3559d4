import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useCreateIds } from '../../data/use-create-ids';
import { locationGroups } from './api/groups';
import { groupPayload, reportGroupError } from './components/group-payload';
import { GroupForm, GROUPS_PATH, type GroupFormValues } from './components/GroupForm';

/** /work-locations-groups/create */
export function GroupCreatePage() {
  const navigate = useNavigate();
  const create = locationGroups.useCreate();
  const ids = useCreateIds();
  return (
    <Stack gap="md">
      <BreadcrumbBar parent={{ label: 'Work location groups', to: GROUPS_PATH }} current="New group" />
      <GroupForm
        initial={{ projectId: null, name: '', description: '', members: [] }}
        project={null}
        onSubmit={(values: GroupFormValues, form) =>
          create.mutate(
            {
              body: { id: ids.id, projectId: values.projectId ?? '', ...groupPayload(values) },
              idempotencyKey: ids.idempotencyKey,
            },
            whenSaved({
              saved: (data) => `The group "${data.name}" was created.`,
              after: () => void navigate(GROUPS_PATH),
              refused: reportGroupError(form),
            }),
          )
        }
        onCancel={() => void navigate(GROUPS_PATH)}
        submitLabel="Create group"
        submitting={create.isPending}
      />
    </Stack>
  );
}
