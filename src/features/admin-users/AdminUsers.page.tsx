import { Alert, Stack } from '@mantine/core';
import { NewRecordButton } from '../../components/record/list-parts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCanMany, useSessionInfo } from '../../data/session-info';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { usePagination } from '../../components/data-table/pagination';
import { adminUsers } from './api/admin-users';
import {
  AdminUserFilters,
  NO_FILTER,
  toRequestFilter,
  type AdminUserFilterState,
} from './components/AdminUserFilters';
import { AdminUserTable } from './components/AdminUserTable';
import { ADMIN_USERS_PATH, adminUserPath } from './components/admin-user-form';
import { useConfirmDeleteUser } from './components/use-confirm-delete';
import { isNotOnDevice } from '../../offline/not-on-device';

/** /user-management/admin: the people who sign in to the console, searchable and filtered. */
export function AdminUsersPage() {
  const navigate = useNavigate();
  const can = useCanMany(['adminUser.create', 'adminUser.update', 'adminUser.delete'] as const);
  const selfId = useSessionInfo().data?.user.id;
  const [filters, setFilters] = useState<AdminUserFilterState>(NO_FILTER);
  const { pagination, setPagination } = usePagination();
  const users = adminUsers.useList({ ...pagination, ...toRequestFilter(filters) });
  const deletion = useConfirmDeleteUser();

  return (
    <>
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Admin users"
        subLine="People who sign in to the console, of the organisation and of its vendors."
        actions={
          can['adminUser.create'] ? (
            <NewRecordButton to={`${ADMIN_USERS_PATH}/create`}>New admin user</NewRecordButton>
          ) : null
        }
      />
      <Stack gap="sm">
        <AdminUserFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPagination((current) => ({ ...current, page: 1 }));
          }}
        />
        {deletion.refusal ? (
          <Alert color="red" title="The user was not deleted" withCloseButton onClose={deletion.clearRefusal}>
            {deletion.refusal}
          </Alert>
        ) : null}
        <AdminUserTable
          users={users.data?.users}
          total={users.data?.pageTotal ?? 0}
          loading={users.isFetching}
          failed={users.isError}
          notOnDevice={isNotOnDevice(users)}
          pagination={pagination}
          onPaginationChange={setPagination}
          selfId={selfId}
          canUpdate={can['adminUser.update']}
          canDelete={can['adminUser.delete']}
          onOpen={(user) => void navigate(adminUserPath(user.id))}
          onDelete={(user) => deletion.confirmDelete(user)}
        />
      </Stack>
    </>
  );
}
