import { screen } from '@testing-library/react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { IconUserOff } from '@tabler/icons-react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../tests/support/render';
import { DataTable } from '../components/data-table/DataTable';
import { DEFAULT_PAGINATION } from '../components/data-table/pagination';
import { RecordGate } from '../components/record/RecordGate';
import { isNotOnDevice, OPTIONS_NOT_ON_DEVICE, optionsMessage } from './not-on-device';

interface Supplier {
  id: string;
  name: string;
}

const answer = (rows: Supplier[]) => () => Promise.resolve(rows);

function SupplierList({ queryKey }: { queryKey: string }) {
  const list = useQuery({ queryKey: ['suppliers', queryKey], queryFn: answer([]) });
  return (
    <DataTable
      label="Suppliers"
      columns={[{ key: 'name', header: 'Name', render: (row: Supplier) => row.name }]}
      rows={list.data}
      rowKey={(row) => row.id}
      total={list.data?.length ?? 0}
      pagination={{ ...DEFAULT_PAGINATION, page: 2 }}
      onPaginationChange={() => {}}
      loading={list.isFetching}
      notOnDevice={isNotOnDevice(list)}
      emptyText="No suppliers yet"
    />
  );
}

function SupplierRecord() {
  const query = useQuery({ queryKey: ['supplier', 'never-opened'], queryFn: answer([]) });
  return (
    <RecordGate
      query={query}
      record={query.data?.[0]}
      noun="supplier"
      icon={IconUserOff}
      back={{ to: '/supplier', label: 'suppliers' }}
    >
      {(record) => record.name}
    </RecordGate>
  );
}

/** A cache on a device that is offline (creating a client reads navigator.onLine, true in jsdom). */
function offlineClient() {
  const client = createTestQueryClient();
  onlineManager.setOnline(false);
  return client;
}

describe('not on this device', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('tells a query never answered here (paused, offline) from an empty answer and from cached data', () => {
    const client = offlineClient();
    client.setQueryData(['suppliers', 'answered-empty'], []);
    client.setQueryData(['suppliers', 'cached'], [{ id: '1', name: 'Kamrup Meters' }]);
    const observe = (key: string) => client.getQueryCache().build(client, { queryKey: ['suppliers', key] });

    expect(isNotOnDevice({ data: undefined, fetchStatus: 'paused' })).toBe(true);
    expect(isNotOnDevice({ data: [], fetchStatus: 'paused', isPlaceholderData: true })).toBe(true);
    expect(isNotOnDevice({ data: [], fetchStatus: 'paused' })).toBe(false);
    expect(isNotOnDevice({ data: undefined, fetchStatus: 'fetching' })).toBe(false);
    expect(isNotOnDevice({ ...observe('answered-empty').state, isPlaceholderData: false })).toBe(false);
    expect(isNotOnDevice(observe('cached').state)).toBe(false);
    expect(optionsMessage({ data: undefined, fetchStatus: 'paused' }, 'No vendor found')).toBe(
      OPTIONS_NOT_ON_DEVICE,
    );
    expect(optionsMessage({ data: [], fetchStatus: 'idle' }, 'No vendor found')).toBe('No vendor found');
  });

  it('a list never loaded offline says so and offers page 1, not "No suppliers yet"', async () => {
    renderWithProviders(<SupplierList queryKey="never-opened" />, { queryClient: offlineClient() });
    expect(await screen.findByText('Page 2 is not on this device yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show page 1' })).toBeTruthy();
    expect(screen.queryByText('No suppliers yet')).toBeNull();
    expect(screen.queryByText('0 - 0 items of 0')).toBeNull();
  });

  it('an empty answer from the server still reads as empty offline', async () => {
    const queryClient = offlineClient();
    queryClient.setQueryData(['suppliers', 'answered-empty'], []);
    renderWithProviders(<SupplierList queryKey="answered-empty" />, { queryClient });
    expect(await screen.findByText('No suppliers yet')).toBeTruthy();
    expect(screen.queryByTestId('not-on-device')).toBeNull();
  });

  it('a record never opened offline says so with the way back, instead of spinning', async () => {
    renderWithProviders(<SupplierRecord />, { queryClient: offlineClient() });
    expect(await screen.findByText('This supplier is not on this device yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to suppliers' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: /Loading/ })).toBeNull();
  });
});
