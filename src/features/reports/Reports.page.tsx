import { Button, Stack, Tabs } from '@mantine/core';
import { IconLayoutDashboard, IconPlus, IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCanMany } from '../../data/session-info';
import { HOME_PATH } from '../../navigation/paths';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { NewRecordButton } from '../../components/record/list-parts';
import { CreateDashboardModal } from './components/CreateDashboardModal';
import { DashboardList } from './components/DashboardList';
import { REPORTS_PATH } from './components/report-form';
import { ReportList } from './components/ReportList';
import classes from './Reports.module.css';

type Tab = 'reports' | 'dashboards';

/**
 * /reports: the reports the user sees (a vendor user: theirs and the organisation's shared ones) and, with
 * report.dashboard, the dashboards. The tab is in the address, so back from a dashboard it is still open.
 */
export function ReportsPage() {
  const can = useCanMany(['report.create', 'report.dashboard'] as const);
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const tab: Tab = can['report.dashboard'] && params.get('tab') === 'dashboards' ? 'dashboards' : 'reports';
  const action =
    tab === 'reports' ? (
      can['report.create'] ? (
        <NewRecordButton to={`${REPORTS_PATH}/create`}>New report</NewRecordButton>
      ) : null
    ) : (
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
        New dashboard
      </Button>
    );
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboard', to: HOME_PATH }}
        current="Reports"
        subLine="Counts and lists of work orders, and dashboards that put them side by side."
        actions={action}
      />
      {can['report.dashboard'] ? (
        <Tabs
          value={tab}
          onChange={(next) =>
            setParams(next === 'dashboards' ? { tab: 'dashboards' } : {}, { replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab
              value="reports"
              className={classes.tab}
              leftSection={<IconReportAnalytics size={18} aria-hidden />}
            >
              Reports
            </Tabs.Tab>
            <Tabs.Tab
              value="dashboards"
              className={classes.tab}
              leftSection={<IconLayoutDashboard size={18} aria-hidden />}
            >
              Dashboards
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="reports">
            <ReportList />
          </Tabs.Panel>
          <Tabs.Panel value="dashboards">
            <DashboardList />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <ReportList />
      )}
      <CreateDashboardModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
