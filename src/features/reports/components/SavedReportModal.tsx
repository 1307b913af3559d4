import { Modal } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_PAGINATION } from '../../../components/data-table/pagination';
import type { Report } from '../../../domain/reports';
import { useReportRun } from '../api/run-report';
import { ReportResultView } from './ReportResultView';
import { usePhoneScreen } from '../../../components/use-screen-matches';

/** A saved report's result for a reader who may not change it (runReportById). */
export function SavedReportModal({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const phone = usePhoneScreen();
  const [pagination, setPagination] = useState(DEFAULT_PAGINATION);
  const run = useReportRun(report ? { source: 'saved', id: report.id, runNumber: 1 } : null, pagination);
  return (
    <Modal opened={report !== null} onClose={onClose} title={report?.name} size="xl" fullScreen={phone}>
      {report ? (
        <ReportResultView
          result={run.isError ? undefined : run.data}
          chart={run.data?.chart ?? report.definition.chart}
          title={report.name}
          pagination={pagination}
          onPaginationChange={setPagination}
          loading={run.isFetching}
        />
      ) : null}
    </Modal>
  );
}
