import { Badge, CloseButton, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { showErrorToast } from '../../components/error-toast';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { DataTable, type DataTableColumn } from '../../components/data-table/DataTable';
import { usePagination } from '../../components/data-table/pagination';
import { SelectField } from '../../components/form/ChoiceFields';
import { SearchField } from '../../components/lookups/SearchField';
import { NewRecordButton } from '../../components/record/list-parts';
import { HOME_PATH } from '../../navigation/paths';
import { MOVEMENT_STATUSES, STORAGE_LOCATION_TYPES } from '../../domain/asset-movements';
import type { Asset } from '../../domain/assets';
import { searchAssets, useAssetList, useAssetTypeOptions, useWarehouseOptions } from './api/assets';
import { ASSETS_PATH, STATUS_COLOURS } from './components/asset-form';
import { BarcodeScanButton } from '../../components/BarcodeScanButton';
import { StockReport } from './components/StockReport';
import { queryTableProps } from '../../components/data-table/query-table';

const toOptions = (record: Record<number, string>) =>
  Object.entries(record).map(([value, label]) => ({ value, label }));

function CodeCell({ asset }: { asset: Asset }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {asset.code}
      </Text>
      <Text size="xs" c="dimmed">
        {[asset.assetTypeName, asset.serialNumber ? `S/N ${asset.serialNumber}` : null]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </div>
  );
}

function AssetList() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { pagination, setPagination, reset } = usePagination();
  const [search, setSearch] = useState('');
  const [searchBox, setSearchBox] = useState(0);
  const types = useAssetTypeOptions();
  const warehouseId = params.get('warehouseId');
  const warehouses = useWarehouseOptions(Boolean(warehouseId));
  const filter = {
    ...pagination,
    ...(search ? { searchString: search } : {}),
    ...(params.get('assetTypeId') ? { assetTypeId: params.get('assetTypeId')! } : {}),
    ...(params.get('status') ? { movementStatus: Number(params.get('status')) } : {}),
    ...(params.get('place') ? { locationType: Number(params.get('place')) } : {}),
    ...(warehouseId ? { warehouseId } : {}),
  };
  const list = useAssetList(filter);

  function setParam(name: string, value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    reset();
  }

  async function scanned(code: string) {
    try {
      const found = await searchAssets(code);
      const exact = found.find(
        (asset) => asset.barcode === code || asset.serialNumber?.toLowerCase() === code.toLowerCase(),
      );
      if (exact) return void navigate(`${ASSETS_PATH}/${exact.id}`);
    } catch (error) {
      showErrorToast(error);
    }
    setSearch(code);
    setSearchBox((n) => n + 1);
    reset();
  }

  const columns: DataTableColumn<Asset>[] = [
    { key: 'code', header: 'Asset', primary: true, render: (row) => <CodeCell asset={row} /> },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <Badge color={STATUS_COLOURS[row.movementStatus]} variant="light">
          {row.movementStatusName}
        </Badge>
      ),
    },
    { key: 'place', header: 'Where', render: (row) => row.place.label },
    { key: 'barcode', header: 'Barcode', render: (row) => row.barcode ?? '—' },
  ];
  const warehouseName = warehouses.data?.find((w) => w.id === warehouseId)?.name;

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          key={searchBox}
          label="Search assets"
          value={search}
          onSearch={(term) => (setSearch(term), reset())}
          style={{ flex: '1 1 240px' }}
          maw={{ sm: 360 }}
        />
        <BarcodeScanButton onScan={(code) => void scanned(code)} />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <SelectField
          label="Asset type"
          placeholder="Any type"
          clearable
          searchable
          data={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
          value={params.get('assetTypeId')}
          onChange={(value) => setParam('assetTypeId', value)}
        />
        <SelectField
          label="Status"
          placeholder="Any status"
          clearable
          data={toOptions(MOVEMENT_STATUSES)}
          value={params.get('status')}
          onChange={(value) => setParam('status', value)}
        />
        <SelectField
          label="Storage"
          placeholder="Any storage"
          clearable
          data={toOptions(STORAGE_LOCATION_TYPES)}
          value={params.get('place')}
          onChange={(value) => setParam('place', value)}
        />
      </SimpleGrid>
      {warehouseId ? (
        <Group gap={4}>
          <Badge
            size="lg"
            variant="light"
            rightSection={
              <CloseButton
                size="sm"
                aria-label="Show assets of every warehouse"
                onClick={() => setParam('warehouseId', null)}
              />
            }
          >
            In {warehouseName ?? 'one warehouse'}
          </Badge>
        </Group>
      ) : null}
      <DataTable
        label="Assets"
        columns={columns}
        rows={list.data?.assets}
        rowKey={(row) => row.id}
        {...queryTableProps(list)}
        pagination={pagination}
        onPaginationChange={setPagination}
        emptyText={search ? 'No asset matches the search' : 'No assets here'}
        onRowClick={(row) => void navigate(`${ASSETS_PATH}/${row.id}`)}
      />
    </Stack>
  );
}

/** /asset: the asset list (filters, search, barcode scan) and the stock report. */
export function AssetsPage() {
  const can = useCanMany(['asset.create'] as const);
  const [params, setParams] = useSearchParams();
  const tab = params.get('view') === 'stock' ? 'stock' : 'list';
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Assets"
        subLine="Every asset, where it is, and how stock adds up."
        actions={
          can['asset.create'] ? (
            <NewRecordButton to={`${ASSETS_PATH}/create`}>New asset</NewRecordButton>
          ) : null
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'stock') next.set('view', 'stock');
          else next.delete('view');
          setParams(next, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="list" mih={44}>
            Assets
          </Tabs.Tab>
          <Tabs.Tab value="stock" mih={44}>
            Stock report
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <AssetList />
        </Tabs.Panel>
        <Tabs.Panel value="stock" pt="md">
          <StockReport />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
