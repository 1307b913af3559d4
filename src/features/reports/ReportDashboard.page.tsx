import { Button, Stack } from '@mantine/core';
import { IconLayoutDashboard, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { whenSaved } from '../../components/record/when-saved';
import { showErrorToast } from '../../components/error-toast';
import { useCanMany } from '../../data/session-info';
import { BreadcrumbBar } from '../../components/BreadcrumbBar';
import { openDeleteConfirm } from '../../components/DeleteConfirmModal';
import { DeleteRecordButton } from '../../components/record/DeleteRecordButton';
import { RecordGate } from '../../components/record/RecordGate';
import type { Dashboard, Widget } from '../../domain/reports';
import { useOnline } from '../../offline/use-data-age';
import { useDeleteDashboard, useRemoveWidget } from './api/dashboard-writes';
import { useDashboard } from './api/get-dashboards';
import { AddWidgetModal } from './components/AddWidgetModal';
import { DashboardAge } from './components/DashboardAge';
import { DashboardGrid } from './components/DashboardGrid';
import { REPORTS_PATH } from './components/report-form';
import { deleteDashboardMessage } from './components/report-text';

const DASHBOARDS_PATH = `${REPORTS_PATH}?tab=dashboards`;

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  const can = useCanMany(['report.dashboard'] as const);
  const online = useOnline();
  const [adding, setAdding] = useState(false);
  const remove = useRemoveWidget();
  const removeDashboard = useDeleteDashboard();
  const editable = can['report.dashboard'] && dashboard.canEdit;

  function confirmRemove(widget: Widget) {
    openDeleteConfirm({
      message: `"${widget.title}" will be taken off this dashboard; its report stays.`,
      onConfirm: () =>
        remove.mutate(
          widget.id,
          whenSaved({
            saved: () => `"${widget.title}" was removed from the dashboard.`,
            refused: (error) => showErrorToast(error),
          }),
        ),
    });
  }

  const count = dashboard.widgets.length;
  return (
    <Stack gap="md">
      <BreadcrumbBar
        parent={{ label: 'Dashboards', to: DASHBOARDS_PATH }}
        current={dashboard.name}
        subLine={[
          `${count} ${count === 1 ? 'widget' : 'widgets'}`,
          dashboard.vendorName,
          dashboard.shared ? 'shared' : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          editable ? (
            <>
              <Button
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => setAdding(true)}
                disabled={!online}
              >
                Add widget
              </Button>
              <DeleteRecordButton
                id={dashboard.id}
                remove={removeDashboard}
                message={deleteDashboardMessage(dashboard.name)}
                done={`The dashboard "${dashboard.name}" was deleted.`}
                leaveTo={DASHBOARDS_PATH}
              />
            </>
          ) : null
        }
      />
      <DashboardAge />
      <DashboardGrid dashboard={dashboard} onRemove={editable && online ? confirmRemove : undefined} />
      {editable ? (
        <AddWidgetModal dashboardId={dashboard.id} opened={adding} onClose={() => setAdding(false)} />
      ) : null}
    </Stack>
  );
}

/** /reports/:id: a dashboard (the id is the dashboard's): its widgets, each fed by a report. */
export function ReportDashboardPage() {
  const { id = '' } = useParams();
  const query = useDashboard(id);
  return (
    <RecordGate
      query={query}
      record={query.data}
      noun="dashboard"
      icon={IconLayoutDashboard}
      back={{ to: DASHBOARDS_PATH, label: 'dashboards' }}
    >
      {(dashboard) => <DashboardView key={id} dashboard={dashboard} />}
    </RecordGate>
  );
}
