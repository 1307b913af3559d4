import { z } from 'zod';
import type { PermissionKey } from './permissions';
import { LIST_PAGE_SIZE_MAX } from './paging';
import { DEFAULT_PAGE_SIZE } from './validation';

/*
 * Bulk import and export run as jobs: the call stores the upload (or the export's filters) and answers at
 * once with the job; a background worker moves it Queued -> Processing (rows done / total) -> Completed,
 * Completed with errors or Failed, keeping each change as status history. The ids below are the `dataTypeId`
 * and `operationTypeId` of the route /import-export-history/:dataTypeId/:operationTypeId.
 */

interface DataTypeDefinition {
  id: number;
  label: string;
  /** Service base and path of the import call (multipart, file field `file`); null when not imported. */
  importCall: { service: 'organisation' | 'account' | 'workorder'; path: string } | null;
  importKey: PermissionKey | null;
  /** Service base and path of the export call (JSON body of the list's filters); null when not exported. */
  exportCall: { service: 'organisation' | 'workorder'; path: string } | null;
  exportKey: PermissionKey | null;
  /** The exported file's format. */
  exportFormat: 'xlsx' | 'csv';
}

export const DATA_TYPES = {
  organisation: {
    id: 1,
    label: 'Organisations',
    importCall: { service: 'organisation', path: 'Organisation/Import' },
    importKey: 'organisation.import',
    exportCall: { service: 'organisation', path: 'Organisation/Export' },
    exportKey: 'organisation.export',
    exportFormat: 'xlsx',
  },
  warehouse: {
    id: 2,
    label: 'Warehouses',
    importCall: { service: 'organisation', path: 'Warehouse/Import' },
    importKey: 'warehouse.import',
    exportCall: { service: 'organisation', path: 'Warehouse/Export' },
    exportKey: 'warehouse.export',
    exportFormat: 'xlsx',
  },
  crew: {
    id: 3,
    label: 'Crews',
    importCall: { service: 'account', path: 'Crew/Import' },
    importKey: 'crew.import',
    exportCall: null,
    exportKey: null,
    exportFormat: 'xlsx',
  },
  workforce: {
    id: 4,
    label: 'Mobile workforce',
    importCall: { service: 'account', path: 'Workforce/Import' },
    importKey: 'workforce.import',
    exportCall: null,
    exportKey: null,
    exportFormat: 'xlsx',
  },
  vendor: {
    id: 5,
    label: 'Vendors',
    importCall: { service: 'account', path: 'Vendor/Import' },
    importKey: 'vendor.import',
    exportCall: null,
    exportKey: null,
    exportFormat: 'xlsx',
  },
  project: {
    id: 6,
    label: 'Projects',
    importCall: { service: 'workorder', path: 'Project/Import' },
    importKey: 'project.import',
    exportCall: null,
    exportKey: null,
    exportFormat: 'xlsx',
  },
  workLocation: {
    id: 7,
    label: 'Work locations',
    importCall: { service: 'workorder', path: 'WorkLocation/Import' },
    importKey: 'workLocation.import',
    exportCall: { service: 'workorder', path: 'WorkLocation/Export' },
    exportKey: 'workLocation.export',
    exportFormat: 'xlsx',
  },
  workLocationGroup: {
    id: 8,
    label: 'Work location groups',
    importCall: { service: 'workorder', path: 'WorkLocationGroup/Import' },
    importKey: 'workLocationGroup.import',
    exportCall: { service: 'workorder', path: 'WorkLocationGroup/Export' },
    exportKey: 'workLocationGroup.export',
    exportFormat: 'xlsx',
  },
  workOrder: {
    id: 9,
    label: 'Work orders',
    importCall: { service: 'workorder', path: 'Workorder/Import' },
    importKey: 'workOrder.import',
    exportCall: { service: 'workorder', path: 'Workorder/Export' },
    exportKey: 'workOrder.export',
    exportFormat: 'csv',
  },
  /** A saved report's whole result (filters `{ reportId }`), run for the job's user as the report screen runs it. */
  report: {
    id: 10,
    label: 'Reports',
    importCall: null,
    importKey: null,
    exportCall: { service: 'workorder', path: 'Report/Export' },
    exportKey: 'report.export',
    exportFormat: 'xlsx',
  },
} as const satisfies Record<string, DataTypeDefinition>;

export type DataTypeName = keyof typeof DATA_TYPES;
export const DATA_TYPE_IDS = Object.values(DATA_TYPES).map((t) => t.id);

export function dataTypeById(id: number): DataTypeName | null {
  const entry = Object.entries(DATA_TYPES).find(([, t]) => t.id === id);
  return entry ? (entry[0] as DataTypeName) : null;
}

export const OPERATION_TYPES = { import: 1, export: 2 } as const;
export type OperationType = (typeof OPERATION_TYPES)[keyof typeof OPERATION_TYPES];

export const JOB_STATUSES = {
  queued: 1,
  processing: 2,
  completed: 3,
  failed: 4,
  completedWithErrors: 5,
} as const;
export type JobStatus = (typeof JOB_STATUSES)[keyof typeof JOB_STATUSES];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  1: 'Queued',
  2: 'Processing',
  3: 'Completed',
  4: 'Failed',
  5: 'Completed with errors',
};

/** A job that has ended moves no more. */
export function isFinished(status: JobStatus): boolean {
  return (
    status === JOB_STATUSES.completed ||
    status === JOB_STATUSES.failed ||
    status === JOB_STATUSES.completedWithErrors
  );
}

/** Limits of one uploaded file; past them the file is refused with nothing written. */
export const IMPORT_LIMITS = {
  /** Bytes of the uploaded file as sent. */
  maxFileBytes: 50 * 1024 * 1024,
  /** Data rows (not counting the header row). */
  maxRows: 200_000,
  /** Bytes the workbook may unpack to: a zip bomb is refused before it is read. */
  maxUnpackedBytes: 500 * 1024 * 1024,
} as const;

export const fileJobStatusChangeSchema = z.object({
  status: z.number().int(),
  at: z.string(),
  message: z.string().nullable(),
});

export const fileJobSchema = z.object({
  id: z.uuid(),
  dataType: z.number().int(),
  operationType: z.number().int(),
  status: z.number().int(),
  fileName: z.string(),
  rowsTotal: z.number().int().nullable(),
  rowsDone: z.number().int(),
  rowsFailed: z.number().int(),
  /** A person's words on how it ended (or why it failed). */
  message: z.string().nullable(),
  /** The exported file, or for an import the workbook of rejected rows; null until there is one. */
  resultFileName: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  statusHistory: z.array(fileJobStatusChangeSchema),
});
export type FileJob = z.infer<typeof fileJobSchema>;

export const fileJobHistoryBodySchema = z.strictObject({
  dataType: z
    .number()
    .int()
    .refine((id) => DATA_TYPE_IDS.includes(id as never), 'must be a known data type'),
  operationType: z.union([z.literal(OPERATION_TYPES.import), z.literal(OPERATION_TYPES.export)]),
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.number().int().min(1).max(LIST_PAGE_SIZE_MAX).default(DEFAULT_PAGE_SIZE),
  organisationId: z.uuid().optional(),
});

/** Query of `GET /api/file/SampleFile/Get`: the data type whose sample workbook to make. */
export const sampleFileQuerySchema = z.strictObject({
  dataType: z.coerce
    .number()
    .int()
    .refine((id) => DATA_TYPE_IDS.includes(id as never), 'must be a known data type'),
  organisationId: z.uuid().optional(),
});

export const fileJobHistorySchema = z.object({
  fileProcessQueues: z.array(fileJobSchema),
  pageTotal: z.number().int(),
});

/** Body of `POST /api/file/FileProcessQueue`: queue an export of a data type with that area's filters. */
export const fileJobQueueBodySchema = z.strictObject({
  dataType: z
    .number()
    .int()
    .refine((id) => DATA_TYPE_IDS.includes(id as never), 'must be a known data type'),
  /** The list screen's (or the map's) current filters, as its own list call takes them. */
  filters: z.record(z.string(), z.unknown()).default({}),
  organisationId: z.uuid().optional(),
});
