import dayjs from 'dayjs';
import {
  DATA_TYPES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type DataTypeName,
  type FileJob,
  type JobStatus,
} from '../../../domain/file-jobs';

const DISPLAY_DATE_TIME = 'DD MMM YY, HH:mm';

export function formatJobTime(value: string | null): string {
  return value ? dayjs(value).format(DISPLAY_DATE_TIME) : '—';
}

const STATUS_COLOURS: Record<JobStatus, string> = {
  [JOB_STATUSES.queued]: 'gray',
  [JOB_STATUSES.processing]: 'blue',
  [JOB_STATUSES.completed]: 'green',
  [JOB_STATUSES.failed]: 'red',
  [JOB_STATUSES.completedWithErrors]: 'orange',
};

function isKnownStatus(status: number): status is JobStatus {
  return status in JOB_STATUS_LABELS;
}

/** The badge of a status: its label from the contract and a colour; an unknown status shows its number. */
export function statusLook(status: number): { label: string; colour: string } {
  return isKnownStatus(status)
    ? { label: JOB_STATUS_LABELS[status], colour: STATUS_COLOURS[status] }
    : { label: `Status ${status}`, colour: 'gray' };
}

/** "120 / 300 rows" while running; the percentage is null until the job knows its total. */
export function jobProgress(job: Pick<FileJob, 'rowsDone' | 'rowsTotal'>): {
  percent: number | null;
  text: string;
} {
  if (job.rowsTotal === null) return { percent: null, text: `${job.rowsDone.toLocaleString()} rows` };
  const percent = job.rowsTotal === 0 ? 100 : Math.min(100, Math.round((job.rowsDone / job.rowsTotal) * 100));
  return { percent, text: `${job.rowsDone.toLocaleString()} / ${job.rowsTotal.toLocaleString()} rows` };
}

/**
 * Each data type's list screen, the history's parent in the breadcrumb (paths of the route table; the work
 * orders' Bulk Upload and Export in CSV live on the completed map).
 */
export const DATA_TYPE_LIST_PATHS: Record<DataTypeName, string> = {
  organisation: '/organizations',
  warehouse: '/wh-locations',
  crew: '/user-management/crew',
  workforce: '/user-management/mobile-user',
  vendor: '/user-management/vendor',
  project: '/projects',
  workLocation: '/work-locations',
  workLocationGroup: '/work-locations-groups',
  workOrder: '/work-order/map-view/completed-order',
  report: '/reports',
};

export function historyTitle(dataType: DataTypeName, isImport: boolean): string {
  return `${DATA_TYPES[dataType].label}: ${isImport ? 'imports' : 'exports'}`;
}
