import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { FileJobActions } from '../../components/file-jobs/FileJobActions';
import { DeleteRowButton, NewRecordButton } from '../../components/record/list-parts';
import { useConfirmDelete } from '../../components/record/use-confirm-delete';
import { SearchField } from '../../components/lookups/SearchField';
import { VendorSelect } from '../../components/lookups/VendorSelect';
import { WORKFORCE_KINDS, type WorkforceKind } from '../../domain/workforce';
import { workforce, type WorkforceRow } from './api/workforce';
import { kindName, SEGMENT_STYLES, WORKFORCE_PATH } from './components/workforce-form';
import { loadedCount, shownText } from './components/workforce-paging';
import { WorkforceTable } from './components/WorkforceTable';
import { isNotOnDevice } from '../../offline/not-on-device';

const KIND_FILTER = [
  { value: 'all', label: 'Everyone' },
  ...WORKFORCE_KINDS.map((kind) => ({ value: String(kind.id), label: `${kind.name}s` })),
];

/** /user-management/mobile-user: mobile users and supervisors, 100 at a time with "Load more". */
export function WorkforcePage() {
  const navigate = useNavigate();
  const can = useCanMany(['workforce.create', 'workforce.delete'] as const);
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('all');
  const [vendorId, setVendorId] = useState<string | null>(null);
  const list = workforce.useList({
    searchString: search,
    kind: kind === 'all' ? null : (Number(kind) as WorkforceKind),
    vendorId,
  });
  const remove = workforce.useDelete();
  const pages = list.data?.pages;
  const rows = pages?.flatMap((page) => page.workforce);
  const total = pages?.at(-1)?.pageTotal ?? 0;

  const confirmRemoval = useConfirmDelete(remove);
  function confirmDelete(member: WorkforceRow) {
    const noun = kindName(member.kind).toLowerCase();
    confirmRemoval(member.id, {
      message: `The ${noun} "${member.name}" will be deleted. Someone still in a crew or supervising others cannot be deleted.`,
      done: `"${member.name}" was deleted.`,
    });
  }

  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Mobile users"
        subLine="Field staff who use the mobile app: mobile users and their supervisors."
        actions={
          <>
            <FileJobActions dataType="workforce" />
            {can['workforce.create'] ? (
              <NewRecordButton to={`${WORKFORCE_PATH}/create`}>New mobile user</NewRecordButton>
            ) : null}
          </>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          label="Search mobile users"
          value={search}
          onSearch={setSearch}
          w={{ base: '100%', sm: 300 }}
        />
        <VendorSelect
          placeholder="All vendors"
          value={vendorId}
          onChange={setVendorId}
          w={{ base: '100%', sm: 280 }}
        />
        <SegmentedControl
          styles={SEGMENT_STYLES}
          aria-label="Show"
          data={KIND_FILTER}
          value={kind}
          onChange={setKind}
          w={{ base: '100%', sm: 'auto' }}
        />
      </Group>
      <WorkforceTable
        rows={rows}
        loading={list.isFetching}
        notOnDevice={isNotOnDevice(list)}
        emptyText={search || vendorId || kind !== 'all' ? 'Nobody matches the filter' : 'No mobile users yet'}
        onOpen={(row) => void navigate(`${WORKFORCE_PATH}/${row.id}`)}
        actions={
          can['workforce.delete']
            ? (row) => <DeleteRowButton name={row.name} onDelete={() => confirmDelete(row)} size="lg" />
            : undefined
        }
      />
      {rows ? (
        <Group justify="space-between" gap="sm" py="xs">
          <Text size="sm" aria-live="polite">
            {shownText(loadedCount(pages ?? []), total)}
          </Text>
          {list.hasNextPage ? (
            <Button
              variant="light"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              Load more
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
