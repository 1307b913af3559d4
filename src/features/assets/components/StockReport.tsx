import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageSection } from '../../../components/form/FormSection';
import { useStockReports } from '../api/assets';

const PLACES = [
  { key: 'warehouse', label: 'Warehouse', color: 'blue.6' },
  { key: 'vendor', label: 'Vendor', color: 'grape.6' },
  { key: 'crew', label: 'Crew', color: 'orange.6' },
  { key: 'field', label: 'Field', color: 'green.6' },
] as const;

function Empty({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

interface StorageSectionProps<Row> {
  title: string;
  /** The heading of the first column: who holds the assets. */
  holder: string;
  emptyText: string;
  /** undefined until the report has loaded. */
  rows: readonly Row[] | undefined;
  keyOf: (row: Row) => string;
  holderOf: (row: Row) => ReactNode;
}

/** The assets that vendors or crews hold, per asset type. */
function StorageSection<Row extends { assetTypeName: string; count: number }>({
  title,
  holder,
  emptyText,
  rows,
  keyOf,
  holderOf,
}: StorageSectionProps<Row>) {
  return (
    <PageSection title={title}>
      {rows && rows.length === 0 ? <Empty>{emptyText}</Empty> : null}
      {rows && rows.length > 0 ? (
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{holder}</Table.Th>
              <Table.Th>Asset type</Table.Th>
              <Table.Th ta="right">Assets</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={keyOf(row)}>
                <Table.Td>{holderOf(row)}</Table.Td>
                <Table.Td>{row.assetTypeName}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </PageSection>
  );
}

/** Stock reports: assets per type and storage place (table and chart), and per vendor and per crew. */
export function StockReport() {
  const { overall, vendors, crews } = useStockReports();
  const rows = overall.data?.rows ?? [];
  return (
    <Stack gap="md">
      <PageSection title="Assets by type and place">
        {overall.isError ? <Empty>The stock report could not be loaded.</Empty> : null}
        {overall.data && rows.length === 0 ? <Empty>No assets yet.</Empty> : null}
        {rows.length > 0 ? (
          <Stack gap="md">
            <BarChart
              h={Math.max(180, rows.length * 60 + 60)}
              data={rows.map((row) => ({
                type: row.assetTypeName,
                warehouse: row.warehouse,
                vendor: row.vendor,
                crew: row.crew,
                field: row.field,
              }))}
              dataKey="type"
              type="stacked"
              orientation="vertical"
              yAxisProps={{ width: 150 }}
              series={PLACES.map((place) => ({ name: place.key, label: place.label, color: place.color }))}
              withLegend
              aria-label="Assets by type and place, chart"
            />
            {/* Wider than a phone: the scrolling part takes focus, so a keyboard can scroll it too. */}
            <ScrollArea
              viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Assets by type and place, table' }}
            >
              <Table striped aria-label="Assets by type and place" miw={480}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Asset type</Table.Th>
                    {PLACES.map((place) => (
                      <Table.Th key={place.key} ta="right">
                        {place.label}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">Total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.assetTypeId}>
                      <Table.Td>{row.assetTypeName}</Table.Td>
                      {PLACES.map((place) => (
                        <Table.Td key={place.key} ta="right">
                          {row[place.key]}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right" fw={600}>
                        {row.total}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                {overall.data ? (
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th>All types</Table.Th>
                      {PLACES.map((place) => (
                        <Table.Th key={place.key} ta="right">
                          {overall.data.totals[place.key]}
                        </Table.Th>
                      ))}
                      <Table.Th ta="right">{overall.data.totals.total}</Table.Th>
                    </Table.Tr>
                  </Table.Tfoot>
                ) : null}
              </Table>
            </ScrollArea>
          </Stack>
        ) : null}
      </PageSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <StorageSection
          title="In vendor storage"
          holder="Vendor"
          emptyText="No assets in vendor storage."
          rows={vendors.data?.rows}
          keyOf={(row) => `${row.vendorId}-${row.assetTypeId}`}
          holderOf={(row) => row.vendorName}
        />
        <StorageSection
          title="In crew storage"
          holder="Crew"
          emptyText="No assets in crew storage."
          rows={crews.data?.rows}
          keyOf={(row) => `${row.crewId}-${row.assetTypeId}`}
          holderOf={(row) => (
            <>
              {row.crewName}
              {row.vendorName ? (
                <Text size="xs" c="dimmed">
                  {row.vendorName}
                </Text>
              ) : null}
            </>
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
