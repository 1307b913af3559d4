import { Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../data/session-info';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { useProjectOption } from '../../data/lookups/project-lookup';
import { ProjectSelect } from '../../components/lookups/ProjectSelect';
import { AccessGroupTree } from './components/AccessGroupTree';

/** /access-groups: choose a project, then browse and extend its tree of access groups. */
export function AccessGroupsPage() {
  const canCreate = useCan('accessGroup.create');
  const [params, setParams] = useSearchParams();
  const projectId = params.get('projectId');
  const project = useProjectOption(projectId);
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Access groups"
        subLine="Nested groups that divide a project's work locations; grants give people, vendors and crews their part."
      />
      <ProjectSelect
        value={projectId}
        selectedOption={project}
        clearable={false}
        maw={{ sm: 420 }}
        onChange={(id) => setParams(id ? { projectId: id } : {}, { replace: true })}
      />
      {projectId ? (
        <AccessGroupTree key={projectId} projectId={projectId} canCreate={canCreate} />
      ) : (
        <Text c="dimmed" data-testid="choose-project">
          Choose a project to see its access groups.
        </Text>
      )}
    </Stack>
  );
}
