import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconHierarchyOff } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { accessGroupSchema, type AccessGroup } from '../../domain/access-groups';
import { accessGroups } from './api/access-groups';
import {
  ACCESS_GROUPS_PATH,
  accessGroupRules,
  accessGroupValuesOf,
  treePath,
  type AccessGroupFormValues,
} from './components/access-group-form';
import { AccessGroupForm } from './components/AccessGroupForm';

function AccessGroupEditor({ group }: { group: AccessGroup }) {
  const navigate = useNavigate();
  const can = useCanMany(['accessGroup.update', 'accessGroup.delete'] as const);
  const update = accessGroups.useUpdate();
  const remove = accessGroups.useDelete();
  const form = useForm<AccessGroupFormValues>({
    mode: 'controlled',
    initialValues: accessGroupValuesOf(group),
    validate: accessGroupRules,
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: group,
    form,
    valuesOf: accessGroupValuesOf,
    schema: accessGroupSchema,
  });
  const back = treePath(base.projectId);

  function submit(values: AccessGroupFormValues) {
    const body = { name: values.name.trim(), parentId: values.parentId, version: base.version };
    update.mutate(
      { id: base.id, body },
      whenSaved({
        saved: (data) => `The access group "${data.name}" was saved.`,
        after: () => void navigate(back),
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Access groups', to: back }}
        current={base.name}
        recordId={base.id}
        subLine={
          base.accessGroupName ? `${base.projectName} · under ${base.accessGroupName}` : base.projectName
        }
        actions={
          can['accessGroup.delete'] ? (
            <DeleteRecordButton
              id={base.id}
              remove={remove}
              message={`The access group "${base.name}" will be deleted. A group that still has sub-groups, grants or work locations cannot be deleted.`}
              done={`The access group "${base.name}" was deleted.`}
              leaveTo={back}
            />
          ) : null
        }
      />
      <AccessGroupForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(back)}
        submitLabel="Save group"
        submitting={update.isPending}
        project={{ id: base.projectId, name: base.projectName }}
        projectFixed
        readOnly={!can['accessGroup.update']}
        notice={conflict ? <ConflictAlert subject="this access group" onReload={reload} /> : null}
      />
    </Stack>
  );
}

/** /access-groups/:id: rename a group or move it under another group of its project. */
export function AccessGroupPage() {
  const { id = '' } = useParams();
  const { query, record } = accessGroups.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="access group"
      icon={IconHierarchyOff}
      back={{ to: ACCESS_GROUPS_PATH, label: 'access groups' }}
    >
      {(group) => <AccessGroupEditor key={id} group={group} />}
    </RecordGate>
  );
}
