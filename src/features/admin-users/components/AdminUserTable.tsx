import { Badge, Group, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import type { PaginationState } from '../../../components/data-table/pagination';
import { UserAvatar } from '../../../components/UserAvatar';
import type { UserSummary } from '../../../domain/users';
import { RowActions } from '../../../components/record/RowActions';

interface AdminUserTableProps {
  users: readonly UserSummary[] | undefined;
  total: number;
  loading: boolean;
  failed: boolean;
  /** Offline, this page was never loaded on the device. */
  notOnDevice: boolean;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  selfId: string | undefined;
  canUpdate: boolean;
  canDelete: boolean;
  onOpen: (user: UserSummary) => void;
  onDelete: (user: UserSummary) => void;
}

function NameCell({ user }: { user: UserSummary }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar name={user.name} imageUrl={user.imageUrl} size={36} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600}>
          {user.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {user.phone ? `${user.email} · ${user.phone}` : user.email}
        </Text>
      </div>
    </Group>
  );
}

function Cell({ children }: { children: string }) {
  return <Text size="sm">{children}</Text>;
}

/**
 * The admin users of one page: who they are and how to reach them, their role, their vendor and whether they
 * may sign in. Five columns fit a 768 px tablet without scrolling sideways.
 */
export function AdminUserTable(props: AdminUserTableProps) {
  const { selfId, canUpdate, canDelete, onOpen, onDelete } = props;
  const columns: DataTableColumn<UserSummary>[] = [
    { key: 'name', header: 'Name', primary: true, render: (user) => <NameCell user={user} /> },
    { key: 'role', header: 'Role', render: (user) => <Cell>{user.roleName}</Cell> },
    { key: 'vendor', header: 'Vendor', render: (user) => <Cell>{user.vendorName ?? 'Organisation'}</Cell> },
    {
      key: 'status',
      header: 'Status',
      width: 110,
      render: (user) => (
        <Badge variant="light" color={user.isActive ? 'teal' : 'gray'}>
          {user.isActive ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 110,
      render: (user) => (
        <RowActions
          name={user.name}
          editable={canUpdate}
          onOpen={() => onOpen(user)}
          // Nobody deletes their own account.
          onDelete={canDelete && user.id !== selfId ? () => onDelete(user) : null}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Admin users"
      columns={columns}
      rows={props.users}
      rowKey={(user) => user.id}
      total={props.total}
      pagination={props.pagination}
      onPaginationChange={props.onPaginationChange}
      loading={props.loading}
      notOnDevice={props.notOnDevice}
      emptyText={props.failed ? 'The users could not be loaded.' : 'No users match.'}
      onRowClick={onOpen}
    />
  );
}
