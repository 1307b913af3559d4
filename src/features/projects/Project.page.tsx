import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFolderOff, IconHierarchy2 } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { ConflictAlert } from '../../components/ConflictAlert';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import { useRecordEditor } from '../../components/record/use-record-editor';
import { projectSchema, type Project } from '../../domain/projects';
import { projects } from './api/projects';
import {
  projectPayload,
  projectRules,
  PROJECTS_PATH,
  projectValuesOf,
  type ProjectFormValues,
} from './components/project-form';
import { ProjectForm } from './components/ProjectForm';

function ProjectEditor({ project }: { project: Project }) {
  const navigate = useNavigate();
  const can = useCanMany(['project.update', 'project.delete', 'accessGroup.view'] as const);
  const update = projects.useUpdate();
  const remove = projects.useDelete();
  const form = useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues: projectValuesOf(project),
    validate: projectRules,
  });
  const { base, conflict, failed, reload } = useRecordEditor({
    record: project,
    form,
    valuesOf: projectValuesOf,
    schema: projectSchema,
  });

  function submit(values: ProjectFormValues) {
    update.mutate(
      { id: base.id, body: { ...projectPayload(values), version: base.version } },
      whenSaved({
        saved: (data) => `The project "${data.projectName}" was saved.`,
        after: () => void navigate(PROJECTS_PATH),
        refused: failed,
      }),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Projects', to: PROJECTS_PATH }}
        current={base.projectName}
        recordId={base.id}
        subLine={`${base.accessGroupCount} access ${base.accessGroupCount === 1 ? 'group' : 'groups'}`}
        actions={
          <>
            {can['accessGroup.view'] ? (
              <Button
                component={Link}
                to={`/access-groups?projectId=${base.id}`}
                variant="default"
                leftSection={<IconHierarchy2 size={18} aria-hidden />}
              >
                Access groups
              </Button>
            ) : null}
            {can['project.delete'] ? (
              <DeleteRecordButton
                id={base.id}
                remove={remove}
                message={`The project "${base.projectName}" will be deleted. A project that still has access groups, grants or work locations cannot be deleted.`}
                done={`The project "${base.projectName}" was deleted.`}
                leaveTo={PROJECTS_PATH}
              />
            ) : null}
          </>
        }
      />
      <ProjectForm
        form={form}
        onSubmit={submit}
        onCancel={() => void navigate(PROJECTS_PATH)}
        submitLabel="Save project"
        submitting={update.isPending}
        readOnly={!can['project.update']}
        notice={conflict ? <ConflictAlert subject="this project" onReload={reload} /> : null}
      />
    </Stack>
  );
}

/** /projects/:id: one project, editable with project.update. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const { query, record } = projects.useRecord(id);
  return (
    <RecordGate
      query={query}
      record={record}
      noun="project"
      icon={IconFolderOff}
      back={{ to: PROJECTS_PATH, label: 'projects' }}
    >
      {(project) => <ProjectEditor key={id} project={project} />}
    </RecordGate>
  );
}
