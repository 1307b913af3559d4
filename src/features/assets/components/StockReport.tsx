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
            <ScrollArea>
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
        <PageSection title="In vendor storage">
          {vendors.data && vendors.data.rows.length === 0 ? (
            <Empty>No assets in vendor storage.</Empty>
          ) : null}
          {vendors.data && vendors.data.rows.length > 0 ? (
            <Table striped aria-label="In vendor storage">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Vendor</Table.Th>
                  <Table.Th>Asset type</Table.Th>
                  <Table.Th ta="right">Assets</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {vendors.data.rows.map((row) => (
                  <Table.Tr key={`${row.vendorId}-${row.assetTypeId}`}>
                    <Table.Td>{row.vendorName}</Table.Td>
                    <Table.Td>{row.assetTypeName}</Table.Td>
                    <Table.Td ta="right">{row.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </PageSection>
        <PageSection title="In crew storage">
          {crews.data && crews.data.rows.length === 0 ? <Empty>No assets in crew storage.</Empty> : null}
          {crews.data && crews.data.rows.length > 0 ? (
            <Table striped aria-label="In crew storage">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Crew</Table.Th>
                  <Table.Th>Asset type</Table.Th>
                  <Table.Th ta="right">Assets</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {crews.data.rows.map((row) => (
                  <Table.Tr key={`${row.crewId}-${row.assetTypeId}`}>
                    <Table.Td>
                      {row.crewName}
                      {row.vendorName ? (
                        <Text size="xs" c="dimmed">
                          {row.vendorName}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{row.assetTypeName}</Table.Td>
                    <Table.Td ta="right">{row.count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </PageSection>
      </SimpleGrid>
    </Stack>
  );
}
