import { Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useCan } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { DataTable, type DataTableColumn } from '../../components/data-table/DataTable';
import { usePagination } from '../../components/data-table/pagination';
import { queryTableProps } from '../../components/data-table/query-table';
import { deleteColumn, NameBadges, NewRecordButton, projectColumn } from '../../components/record/list-parts';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { Assignment, AssignmentKind } from '../../domain/location-group-assignments';
import { useAssignments, useWithdrawAssignment } from './api/assignments';
import {
  assignmentCreatePath,
  assignmentEditPath,
  assignmentPermission,
} from './components/assignment-paths';
import { FieldPasswordModal } from './components/FieldPasswordModal';

const SUBJECTS: Record<AssignmentKind, { label: string; list: string; noun: string }> = {
  vendor: { label: 'Vendors', list: '/user-management/vendor', noun: 'vendor' },
  crew: { label: 'Crews', list: '/user-management/crew', noun: 'crew' },
};

/** The work-location groups a vendor or crew is assigned, per project. */
function AssignmentsPage({
  kind,
  subjectId,
  vendorId,
}: {
  kind: AssignmentKind;
  subjectId: string;
  vendorId?: string;
}) {
  const navigate = useNavigate();
  const canCreate = useCan(assignmentPermission(kind, 'create'));
  const canUpdate = useCan(assignmentPermission(kind, 'update'));
  const canDelete = useCan(assignmentPermission(kind, 'delete'));
  const { pagination, setPagination } = usePagination();
  const list = useAssignments(kind, subjectId, pagination);
  const confirmRemoval = useConfirmDelete(useWithdrawAssignment(kind, subjectId));
  const subject = SUBJECTS[kind];
  const [passwordFor, setPasswordFor] = useState<Assignment | null>(null);
  const name = list.data?.workLocationGroupAssignments[0]?.subjectName;

  const columns: DataTableColumn<Assignment>[] = [
    projectColumn(),
    {
      key: 'groups',
      header: 'Work location groups',
      render: (row) => <NameBadges items={row.workLocationGroups} />,
    },
  ];
  if (canUpdate) {
    columns.push({
      key: 'password',
      header: 'Field password',
      render: (row) => (
        <Button
          variant="subtle"
          leftSection={<IconKey size={16} aria-hidden />}
          aria-label={`Set the field password for ${row.projectName}`}
          onClick={(event) => {
            event.stopPropagation();
            setPasswordFor(row);
          }}
        >
          {row.hasFieldPassword ? `Changed ${dayjs(row.fieldPasswordChangedAt).format('DD MMM YY')}` : 'Set'}
        </Button>
      ),
    });
  }
  if (canDelete) {
    columns.push(
      deleteColumn(
        (row) => `the groups of ${row.projectName}`,
        (row) =>
          confirmRemoval(row.projectId, {
            message: `The work location groups of "${row.projectName}" will be taken from the ${subject.noun}.`,
            done: `The groups of "${row.projectName}" were taken back.`,
          }),
      ),
    );
  }
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: subject.label, to: subject.list }}
        middle={name ? { label: name, to: `${subject.list}/${subjectId}` } : undefined}
        current="Work location groups"
        subLine={`The groups of locations the ${subject.noun} works on, per project.`}
        actions={
          canCreate ? (
            <NewRecordButton to={assignmentCreatePath(kind, subjectId, vendorId)}>
              Assign groups
            </NewRecordButton>
          ) : null
        }
      />
      <DataTable
        label="Assigned work location groups"
        columns={columns}
        rows={list.data?.workLocationGroupAssignments}
        rowKey={(row) => row.id}
        {...queryTableProps(list)}
        pagination={pagination}
        onPaginationChange={setPagination}
        emptyText="No work location groups assigned"
        onRowClick={
          canUpdate
            ? (row) => void navigate(assignmentEditPath(kind, subjectId, row.projectId, vendorId))
            : undefined
        }
      />
      {passwordFor ? (
        <FieldPasswordModal kind={kind} assignment={passwordFor} onClose={() => setPasswordFor(null)} />
      ) : null}
    </Stack>
  );
}

export function VendorAssignmentsPage() {
  const { id = '' } = useParams();
  return <AssignmentsPage kind="vendor" subjectId={id} />;
}

export function CrewAssignmentsPage() {
  const { id = '', vendorId } = useParams();
  return <AssignmentsPage kind="crew" subjectId={id} vendorId={vendorId} />;
}
