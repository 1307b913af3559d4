/** The reports the reports benchmark times: a grouped report and the six widgets of a dashboard. */

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const lastQuarter = { type: 5, operator: 1, value: { from: day(91), to: day(0) } };

/** Orders created in the last quarter, by vendor and status (a where statement over the view). */
export const GROUPED = {
  groupBy: ['vendor', 'status'],
  chart: 'bar',
  filters: [{ type: 19, operator: 1, value: "created_on >= now() - interval '3 months'" }],
};

export const DASHBOARD: Array<{ title: string; kind: string; report: Record<string, unknown> }> = [
  {
    title: 'Completed in the last quarter',
    kind: 'number',
    report: {
      kind: 'sql',
      sql: "select count(*) as orders from work_orders where completed_on >= now() - interval '3 months'",
      definition: { chart: 'number' },
    },
  },
  { title: 'Created last quarter by vendor and status', kind: 'bar', report: { definition: GROUPED } },
  {
    title: 'Approval of last quarter’s completed work',
    kind: 'pie',
    report: { definition: { groupBy: ['approvalStatus'], chart: 'pie', filters: [lastQuarter] } },
  },
  {
    title: 'Completed per day',
    kind: 'line',
    report: { definition: { groupBy: ['completedDay'], chart: 'line', filters: [lastQuarter] } },
  },
  {
    title: 'Open work by crew',
    kind: 'table',
    report: {
      definition: {
        groupBy: ['crew'],
        chart: 'table',
        filters: [{ type: 7, operator: 1, value: [1, 2, 3, 5] }],
      },
    },
  },
  {
    title: 'Orders by project and workflow',
    kind: 'bar',
    report: { definition: { groupBy: ['project', 'workflow'], chart: 'bar' } },
  },
];
