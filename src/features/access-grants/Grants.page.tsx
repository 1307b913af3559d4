import { Stack } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useCan } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { DataTable, type DataTableColumn } from '../../components/data-table/DataTable';
import { usePagination } from '../../components/data-table/pagination';
import { queryTableProps } from '../../components/data-table/query-table';
import { deleteColumn, NameBadges, NewRecordButton, projectColumn } from '../../components/record/list-parts';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { Grant } from '../../domain/access-grants';
import { useGrants, useSubjectName, useWithdrawGrant } from './api/grants';
import {
  grantCreatePath,
  grantEditPath,
  grantPermission,
  SUBJECT_PAGES,
  type GrantSubject,
} from './components/grant-paths';

/** The access groups granted to one admin user, vendor or crew, per project. */
function GrantsPage({ kind, subjectId, vendorId }: GrantSubject) {
  const navigate = useNavigate();
  const canCreate = useCan(grantPermission(kind, 'create'));
  const canUpdate = useCan(grantPermission(kind, 'update'));
  const canDelete = useCan(grantPermission(kind, 'delete'));
  const subject = SUBJECT_PAGES[kind];
  const name = useSubjectName(kind, subjectId);
  const { pagination, setPagination } = usePagination();
  const list = useGrants(kind, subjectId, pagination);
  const confirmRemoval = useConfirmDelete(useWithdrawGrant(kind));

  const columns: DataTableColumn<Grant>[] = [
    projectColumn(),
    { key: 'groups', header: 'Access groups', render: (row) => <NameBadges items={row.accessGroups} /> },
  ];
  if (canDelete) {
    columns.push(
      deleteColumn(
        (row) => `the grant of ${row.projectName}`,
        (row) =>
          confirmRemoval(row.id, {
            message: `The grant of "${row.projectName}" will be withdrawn. With no grant left in a project, the ${subject.noun} sees all of it that its organisation or vendor allows.`,
            done: `The grant of "${row.projectName}" was withdrawn.`,
          }),
      ),
    );
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: subject.label, to: subject.path(subjectId).replace(/\/[^/]+$/, '') }}
        middle={name ? { label: name, to: subject.path(subjectId) } : undefined}
        current="Access groups"
        subLine={`Without a grant in a project, the ${subject.noun} sees every location its organisation or vendor allows there.`}
        actions={
          canCreate ? (
            <NewRecordButton to={grantCreatePath(kind, subjectId, vendorId)}>
              Grant access groups
            </NewRecordButton>
          ) : null
        }
      />
      <DataTable
        label="Granted access groups"
        columns={columns}
        rows={list.data?.grants}
        rowKey={(row) => row.id}
        {...queryTableProps(list)}
        pagination={pagination}
        onPaginationChange={setPagination}
        emptyText="No access groups granted: nothing is held back"
        onRowClick={
          canUpdate
            ? (row) => void navigate(grantEditPath(kind, subjectId, row.projectId, row.id))
            : undefined
        }
      />
    </Stack>
  );
}

export function AdminGrantsPage() {
  const { id = '', vendorId } = useParams();
  return <GrantsPage kind="admin" subjectId={id} vendorId={vendorId} />;
}

export function CrewGrantsPage() {
  const { id = '', vendorId } = useParams();
  return <GrantsPage kind="crew" subjectId={id} vendorId={vendorId} />;
}

export function VendorGrantsPage() {
  const { id = '' } = useParams();
  return <GrantsPage kind="vendor" subjectId={id} />;
}
