import { Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { FileJobActions } from '../../components/file-jobs/FileJobActions';
import { deleteColumn, RecordNameCell } from '../../components/record/list-parts';
import { ListScreen, useListState } from '../../components/record/ListScreen';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { DataTableColumn } from '../../components/data-table/DataTable';
import { queryTableProps } from '../../components/data-table/query-table';
import { placeText } from '../../components/lookups/address-cascade';
import type { Vendor } from '../../domain/vendors';
import { vendors } from './api/vendors';
import { useVendorAccess } from './components/vendor-access';
import { VENDORS_PATH } from './components/vendor-form';

function ContactCell({ vendor }: { vendor: Vendor }) {
  const lines = [vendor.contactPerson, vendor.email, vendor.phone].filter(Boolean);
  if (lines.length === 0) return <Text size="sm">—</Text>;
  return (
    <div>
      {lines.map((line, index) => (
        <Text key={line} size={index === 0 ? 'sm' : 'xs'} c={index === 0 ? undefined : 'dimmed'}>
          {line}
        </Text>
      ))}
    </div>
  );
}

/** /user-management/vendor: the contractor companies; a vendor user sees only their own. */
export function VendorsPage() {
  const navigate = useNavigate();
  const access = useVendorAccess();
  const listState = useListState();
  const { search } = listState;
  const list = vendors.useList({ ...listState.pagination, searchString: search });
  const remove = vendors.useDelete();

  const confirmRemoval = useConfirmDelete(remove);
  function confirmDelete(vendor: Vendor) {
    confirmRemoval(vendor.id, {
      message: `The vendor "${vendor.name}" will be deleted. A vendor that still has crews, mobile users or console users cannot be deleted.`,
      done: `The vendor "${vendor.name}" was deleted.`,
    });
  }

  const columns: DataTableColumn<Vendor>[] = [
    {
      key: 'name',
      header: 'Vendor',
      primary: true,
      render: (row) => <RecordNameCell name={row.name} isActive={row.isActive} detail={row.code} />,
    },
    { key: 'contact', header: 'Contact', render: (row) => <ContactCell vendor={row} /> },
    { key: 'place', header: 'Location', render: (row) => placeText(row) || '—' },
    {
      key: 'people',
      header: 'People',
      render: (row) => `${row.crewCount} crews · ${row.workforceCount} mobile users`,
    },
  ];
  if (access.canDelete) {
    columns.push(deleteColumn((row) => row.name, confirmDelete));
  }

  return (
    <ListScreen
      title="Vendors"
      subLine={
        access.vendorBound
          ? 'Your vendor’s details.'
          : 'Contractor companies with their own users, crews and mobile workforce.'
      }
      actions={<FileJobActions dataType="vendor" />}
      newRecord={access.canCreate ? { to: `${VENDORS_PATH}/create`, label: 'New vendor' } : null}
      search={listState.searchProps('Search vendors')}
      table={{
        columns,
        rows: list.data?.vendors,
        rowKey: (row) => row.id,
        ...queryTableProps(list),
        ...listState.pagingProps,
        // This list has never offered "Clear the search" when a search is not on the device.
        notOnDeviceAction: null,
        emptyText: search ? 'No vendor matches the search' : 'No vendors yet',
        onRowClick: (row) => void navigate(`${VENDORS_PATH}/${row.id}`),
      }}
    />
  );
}
