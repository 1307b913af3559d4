import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconKey, IconTrash } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorToastContent } from '../../components/error-toast';
import { useCanMany, useSessionInfo } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { RelatedLink } from '../../components/record/list-parts';
import { CenteredLoader, NotOnDeviceMessage, PageMessage } from '../../components/PageState';
import { useAdminUser } from './api/admin-users';
import { ADMIN_USERS_PATH } from './components/admin-user-form';
import { AdminUserForm } from './components/AdminUserForm';
import { ChangeUserPasswordModal } from './components/ChangeUserPasswordModal';
import { useConfirmDeleteUser } from './components/use-confirm-delete';
import { isNotOnDevice } from '../../offline/not-on-device';

/** /user-management/admin/:id: one admin user; saving needs adminUser.update, the buttons their own keys. */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useAdminUser(id);
  const selfId = useSessionInfo().data?.user.id;
  const can = useCanMany([
    'adminUser.update',
    'adminUser.delete',
    'adminUser.changePassword',
    'adminAccessGroup.view',
  ] as const);
  const [passwordOpened, passwordModal] = useDisclosure(false);
  const deletion = useConfirmDeleteUser();
  const backToList = () => void navigate(ADMIN_USERS_PATH);

  if (user.isError && !user.data) {
    return (
      <PageMessage
        icon={IconAlertTriangle}
        color="red"
        title="The user could not be loaded"
        action={<Button onClick={() => void user.refetch()}>Try again</Button>}
      >
        {errorToastContent(user.error).message}
      </PageMessage>
    );
  }
  if (isNotOnDevice(user)) {
    return (
      <NotOnDeviceMessage
        what="This user"
        action={
          <Button variant="light" onClick={backToList}>
            Back to admin users
          </Button>
        }
      />
    );
  }
  if (!user.data) return <CenteredLoader label="Loading the user" />;

  const record = user.data;
  const self = record.id === selfId;
  return (
    <>
      <BreadcrumbBar
        parent={{ label: 'Admin users', to: ADMIN_USERS_PATH }}
        current={record.name}
        subLine={`${record.roleName} · ${record.vendorName ?? 'Organisation'}`}
        actions={
          <>
            {can['adminAccessGroup.view'] ? (
              <RelatedLink
                to={`/user-management/admin/access-groups/${record.id}/${record.vendorId ?? 'none'}`}
              >
                Access groups
              </RelatedLink>
            ) : null}
            {can['adminUser.changePassword'] && !self ? (
              <Button
                variant="default"
                leftSection={<IconKey size={18} aria-hidden />}
                onClick={passwordModal.open}
              >
                Change password
              </Button>
            ) : null}
            {can['adminUser.delete'] && !self ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => deletion.confirmDelete(record, backToList)}
              >
                Delete
              </Button>
            ) : null}
          </>
        }
      />
      {deletion.refusal ? (
        <Alert
          color="red"
          title="The user was not deleted"
          mb="md"
          withCloseButton
          onClose={deletion.clearRefusal}
        >
          {deletion.refusal}
        </Alert>
      ) : null}
      <AdminUserForm key={record.id} user={record} readOnly={!can['adminUser.update']} onDone={backToList} />
      <ChangeUserPasswordModal
        opened={passwordOpened}
        onClose={passwordModal.close}
        userId={record.id}
        userName={record.name}
      />
    </>
  );
}
