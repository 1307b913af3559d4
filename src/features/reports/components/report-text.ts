import { REPORT_GROUP_BY, type Report } from '../../../domain/reports';
import { CHART_LABELS } from './chart-labels';

/** "Grouped by Vendor and Status · Bar chart · shared", the line under a report's name. */
export function reportSubLine(report: Pick<Report, 'kind' | 'definition' | 'shared' | 'vendorName'>): string {
  const groups = report.definition.groupBy
    .map((key) => REPORT_GROUP_BY.find((group) => group.key === key)?.label ?? key)
    .join(' and ');
  const what = report.kind === 'sql' ? 'SQL query' : groups ? `Grouped by ${groups}` : 'A row per work order';
  const parts = [what, CHART_LABELS[report.definition.chart]];
  if (report.vendorName) parts.push(report.vendorName);
  if (report.shared) parts.push('shared');
  return parts.join(' · ');
}

/** The confirmations of deleting a report and a dashboard. */
export function deleteReportMessage(name: string): string {
  return `The report "${name}" will be deleted. A report shown on a dashboard cannot be deleted.`;
}

export function deleteDashboardMessage(name: string): string {
  return `The dashboard "${name}" and its widgets will be deleted; the reports stay.`;
}

/** What the list search looks through. */
export function reportTexts(report: Report): Array<string | null> {
  return [report.name, report.vendorName];
}
