import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CenteredLoader, NotOnDeviceNotice, PageMessage } from '../../../components/PageState';
import { errorToastContent } from '../../../components/error-toast';
import { usePermissionGroups, useRole } from '../api/roles';
import { RoleForm } from './RoleForm';
import { isNotOnDevice } from '../../../offline/not-on-device';

interface RoleEditorProps {
  /** null for a new role. */
  roleId: string | null;
  initialCategory: number;
  onDone: () => void;
}

/** Loads the role (none for a new one) and shows its form with the permission matrix. */
export function RoleEditor({ roleId, initialCategory, onDone }: RoleEditorProps) {
  const role = useRole(roleId);
  const groups = usePermissionGroups();

  if (roleId !== null && role.isError && !role.data) {
    return (
      <PageMessage
        icon={IconAlertTriangle}
        color="red"
        title="The role could not be loaded"
        action={<Button onClick={() => void role.refetch()}>Try again</Button>}
      >
        {errorToastContent(role.error).message}
      </PageMessage>
    );
  }
  if (roleId !== null && isNotOnDevice(role)) return <NotOnDeviceNotice what="This role" />;
  if (roleId !== null && !role.data) {
    return <CenteredLoader label="Loading the role" />;
  }
  return (
    <RoleForm
      key={role.data?.id ?? 'new'}
      role={role.data ?? null}
      groups={groups}
      initialCategory={initialCategory}
      onDone={onDone}
    />
  );
}
