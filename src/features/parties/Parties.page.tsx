import { Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import type { DataTableColumn } from '../../components/data-table/DataTable';
import { deleteColumn, RecordNameCell } from '../../components/record/list-parts';
import { ListScreen, useListState } from '../../components/record/ListScreen';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import type { Party } from '../../domain/asset-types';
import { parties } from './api/parties';
import { clientPage, clientTableProps } from '../../components/record/client-list';
import { assetCountText, partyTexts } from './components/party-form';
import { partyDeleteMessage, type PartyKind } from './components/party-kind';

function ContactCell({ party }: { party: Party }) {
  const lines = [party.email, party.phone].filter((line): line is string => Boolean(line));
  if (!party.contactPerson && lines.length === 0) return '—';
  return (
    <div>
      {party.contactPerson ? <Text size="sm">{party.contactPerson}</Text> : null}
      {lines.map((line) => (
        <Text key={line} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </div>
  );
}

/** The list of one kind: the whole list comes at once and is searched and paged on the device. */
function PartiesList({ kind }: { kind: PartyKind }) {
  const resource = parties[kind];
  const { info } = resource;
  const navigate = useNavigate();
  const can = useCanMany([info.permissions.create, info.permissions.delete] as const);
  const listState = useListState();
  const { pagination, search } = listState;
  const list = resource.useList();
  const shown = clientPage(resource.rowsOf(list.data), search, partyTexts, pagination);
  const confirmRemoval = useConfirmDelete(resource.useDelete());

  function confirmDelete(party: Party) {
    confirmRemoval(party.id, {
      message: partyDeleteMessage(info, party.name),
      done: `The ${info.noun} "${party.name}" was deleted.`,
    });
  }

  const columns: DataTableColumn<Party>[] = [
    {
      key: 'name',
      header: info.Noun,
      primary: true,
      render: (row) => (
        <RecordNameCell
          name={row.name}
          isActive={row.isActive}
          detail={row.website?.replace(/^https?:\/\//i, '')}
        />
      ),
    },
    { key: 'contact', header: 'Contact', render: (row) => <ContactCell party={row} /> },
    { key: 'assets', header: 'Assets', render: (row) => assetCountText(row.assetCount) },
  ];
  if (can[info.permissions.delete]) columns.push(deleteColumn((row) => row.name, confirmDelete));

  return (
    <ListScreen
      title={info.plural}
      subLine={info.subLine}
      newRecord={
        can[info.permissions.create] ? { to: `${info.path}/create`, label: `New ${info.noun}` } : null
      }
      search={listState.searchProps(`Search ${info.noun}s`)}
      table={{
        columns,
        ...clientTableProps(shown, list, listState.pagingProps.onPaginationChange),
        rowKey: (row) => row.id,
        emptyText: search ? `No ${info.noun} matches the search` : `No ${info.noun}s yet`,
        onRowClick: (row) => void navigate(`${info.path}/${row.id}`),
      }}
    />
  );
}

/** /manufacturer: the makers of the organisation's assets. */
export function ManufacturersPage() {
  return <PartiesList kind="manufacturer" />;
}

/** /supplier: the companies the organisation buys its assets from. */
export function SuppliersPage() {
  return <PartiesList kind="supplier" />;
}
