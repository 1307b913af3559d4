import { IMPORT_LIMITS } from './file-jobs';

function count(n: number, noun: string): string {
  return `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
}

const MB = 1024 * 1024;

/**
 * What the server says about an uploaded file and about a job's outcome (the job's `message` and its status
 * history). The specification names none of these; see docs/decisions.md "Bulk import and export: pg-boss on
 * both databases, a lease per file job".
 */
export const FILE_JOB_SERVER_MESSAGES = {
  fileTypeNotSupported: 'Choose an .xlsx or .csv file.',
  notXlsx:
    'The file is not a real .xlsx workbook (its content is not a spreadsheet, whatever its name says).',
  notCsv: 'The file is not a .csv text file in UTF-8 (its content is not text, whatever its name says).',
  fileTooLarge: `The file is larger than ${IMPORT_LIMITS.maxFileBytes / MB} MB; split it into smaller files.`,
  zipBomb: `The workbook unpacks to more than ${IMPORT_LIMITS.maxUnpackedBytes / MB} MB; it is refused unread.`,
  tooManyRows: `The file has more than ${count(IMPORT_LIMITS.maxRows, 'row')}; split it into smaller files.`,
  noHeader: 'The file has no header row with the columns of the sample file.',
  noRows: 'The file has no rows to import.',
  missingColumns: (names: string[]) =>
    `The file is missing the required column${names.length === 1 ? '' : 's'}: ${names.join(', ')}.`,
  notImportable: (label: string) => `${label} cannot be imported yet.`,
  notExportable: (label: string) => `${label} cannot be exported.`,
  jobNotFound: 'This import or export was not found.',
  noResultFile: 'This job has no file to download.',
  importCompleted: (rows: number) => `${count(rows, 'row')} imported.`,
  tooLongOnBuiltIn: (seconds: number) =>
    `A step of this job took longer than ${seconds} s on the built-in database and was stopped, so that everyone else's work goes on. Narrow it with filters, or move to PostgreSQL for work of this size.`,
  rowTooLong: (row: number) =>
    `Row ${row} took too long to import on the built-in database and was stopped; the rows before it were imported.`,
  importCompletedWithErrors: (imported: number, rejected: number) =>
    `${count(imported, 'row')} imported, ${count(rejected, 'row')} rejected: download the rejected rows to see why.`,
  exportCompleted: (rows: number) => `${count(rows, 'row')} exported.`,
  resumed: 'Resumed after an interruption; the rows already done were kept.',
  interruptedTooOften: (times: number) => `Stopped after being interrupted ${times} times; start it again.`,
  callerGone: 'The user who started this job can no longer sign in.',
  permissionGone: 'The user who started this job no longer holds the permission it needs.',
  uploadMissing: 'The uploaded file is no longer on the server; upload it again.',
  unexpected: 'The job failed unexpectedly. Try again, or ask your administrator.',
  finishedTitle: (operation: 'Import' | 'Export', label: string) =>
    `${operation} of ${label.toLowerCase()} finished`,
} as const;
