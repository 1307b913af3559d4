import { Alert, Badge, Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { whenSaved } from '../../../components/record/when-saved';
import { ApiError } from '../../../api/errors';
import { showErrorToast } from '../../../components/error-toast';
import { useCanMany } from '../../../data/session-info';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { usePagination } from '../../../components/data-table/pagination';
import { openDeleteConfirm } from '../../../components/DeleteConfirmModal';
import type { Role } from '../../../domain/roles';
import { clearLeadingSpace, TEXT_MAX } from '../../../domain/validation';
import { roles } from '../api/roles';
import { RowActions } from '../../../components/record/RowActions';
import { CATEGORY_OPTIONS, categoryName, holdersText, isLockedRole } from './role-rules';
import { queryTableProps } from '../../../components/data-table/query-table';
import { usePhoneScreen } from '../../../components/use-screen-matches';

interface RoleListProps {
  /** '' for every category. */
  category: string;
  onCategoryChange: (category: string) => void;
  onOpen: (role: Role) => void;
}

const ALL = 'all';
const CATEGORY_TABS = [{ value: ALL, label: 'All' }, ...CATEGORY_OPTIONS];

/** Roles by category, searchable and paged, with their holders; a row opens the role's permissions. */
export function RoleList({ category, onCategoryChange, onOpen }: RoleListProps) {
  const can = useCanMany(['role.update', 'role.delete'] as const);
  const [search, setSearch] = useState('');
  const [searchString] = useDebouncedValue(search.trim(), 300);
  const { pagination, setPagination } = usePagination();
  const filter = { ...pagination, searchString, category: category ? Number(category) : undefined };
  const list = roles.useList(filter);
  const deleteRole = roles.useDelete();
  const [refusal, setRefusal] = useState<string | null>(null);
  const phone = usePhoneScreen();

  function chooseCategory(value: string) {
    onCategoryChange(value === ALL ? '' : value);
    setPagination((current) => ({ ...current, page: 1 }));
  }

  function confirmDelete(role: Role) {
    openDeleteConfirm({
      message: `The role “${role.name}” will be deleted. People who hold it must be given another role first.`,
      onConfirm: () => {
        setRefusal(null);
        deleteRole.mutate(
          role.id,
          whenSaved({
            saved: () => `The role “${role.name}” was deleted.`,
            refused: (error) => {
              if (error instanceof ApiError && error.status === 409) setRefusal(error.body.message);
              else showErrorToast(error);
            },
          }),
        );
      },
    });
  }

  const columns: DataTableColumn<Role>[] = [
    {
      key: 'name',
      header: 'Role',
      primary: true,
      render: (role) => (
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm">
            {role.name}
          </Text>
          {role.isSystem ? (
            <Badge size="sm" variant="outline" color="gray">
              Built-in
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      key: 'category',
      header: 'Category',
      render: (role) => <Text size="sm">{categoryName(role.category)}</Text>,
    },
    {
      key: 'permissions',
      header: 'Permissions',
      render: (role) => <Text size="sm">{`${role.permissions.length} granted`}</Text>,
    },
    {
      key: 'holders',
      header: 'Held by',
      render: (role) => <Text size="sm">{holdersText(role.holders)}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 110,
      render: (role) => (
        <RowActions
          name={`role ${role.name}`}
          editable={can['role.update'] && !isLockedRole(role)}
          onOpen={() => onOpen(role)}
          onDelete={can['role.delete'] && !isLockedRole(role) ? () => confirmDelete(role) : null}
        />
      ),
    },
  ];

  return (
    <Stack gap="sm">
      {phone ? (
        <Select
          label="Category"
          data={CATEGORY_TABS}
          value={category || ALL}
          allowDeselect={false}
          onChange={(value) => chooseCategory(value ?? ALL)}
        />
      ) : (
        <SegmentedControl
          aria-label="Role category"
          size="md"
          data={CATEGORY_TABS}
          value={category || ALL}
          onChange={chooseCategory}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <TextInput
        type="search"
        aria-label="Search roles"
        placeholder="Search roles by name"
        leftSection={<IconSearch size={18} aria-hidden />}
        maxLength={TEXT_MAX}
        value={search}
        onChange={(event) => {
          setSearch(clearLeadingSpace(event.currentTarget.value));
          setPagination((current) => ({ ...current, page: 1 }));
        }}
        maw={420}
      />
      {refusal ? (
        <Alert color="red" title="The role was not deleted" withCloseButton onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      <DataTable
        label="Roles"
        columns={columns}
        rows={list.data?.roles}
        rowKey={(role) => role.id}
        {...queryTableProps(list)}
        pagination={pagination}
        onPaginationChange={setPagination}
        emptyText={list.isError ? 'The roles could not be loaded.' : 'No roles match.'}
        onRowClick={onOpen}
      />
    </Stack>
  );
}
