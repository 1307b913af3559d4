import { Paper, Title } from '@mantine/core';
import type { DashboardStats } from '../../../domain/work-order-dashboard';
import { WORK_ORDER_STATUSES } from '../../../domain/workorders';
import classes from './VendorTable.module.css';

export function countOf(counts: DashboardStats['byStatus'], id: number): number {
  return counts.find((c) => c.id === id)?.count ?? 0;
}

/**
 * Work orders per vendor and status. A plain table styled like Mantine's: its Table component brings a
 * scroll area (code the dashboard otherwise does not need) for a table that only scrolls sideways.
 */
export function VendorTable({ stats }: { stats: DashboardStats }) {
  if (stats.byVendor.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h5" mb="xs" id="dashboard-wo-vendors">
        By vendor
      </Title>
      {/* A table wider than a phone scrolls sideways: a Tab stop, so a keyboard can scroll it too. */}
      <div className={classes.scroll} tabIndex={0} role="region" aria-labelledby="dashboard-wo-vendors">
        <table className={classes.table} aria-labelledby="dashboard-wo-vendors">
          <thead>
            <tr>
              <th>Vendor</th>
              <th className={classes.number}>Total</th>
              {WORK_ORDER_STATUSES.map((s) => (
                <th key={s.id} className={classes.number}>
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {stats.byVendor.map((row) => (
              <tr key={row.vendorId ?? 'none'}>
                <td>{row.vendorName}</td>
                <td className={classes.number} data-total>
                  {row.total}
                </td>
                {WORK_ORDER_STATUSES.map((s) => (
                  <td key={s.id} className={classes.number}>
                    {countOf(row.byStatus, s.id)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Paper>
  );
}
