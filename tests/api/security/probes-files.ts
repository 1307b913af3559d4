import { exportOf, importOf } from '../../../server/sheets';
import { DATA_TYPES, JOB_STATUSES, OPERATION_TYPES } from '../../../src/domain/file-jobs';
import type { DataTypeName } from '../../../src/domain/file-jobs';
import { xlsx } from '../file/file-fixtures';
import type { JobExpectation, Probe, ProbeContext, RouteProbes } from './probes';
import { call } from './probes';

/*
 * Bulk import and export (/api/file, and each area's Import and Export). B's administrator (and V2's user)
 * names A's (V1's) jobs by id, reads the history, the sample workbooks and exports of every data type, and
 * imports workbooks naming A's records. Every export and import queued is followed to its end (probe-jobs.ts):
 * the job must complete, and its result file, unpacked, must show nothing of A's; an export unfiltered must
 * hold the caller's own rows, so an empty file cannot pass.
 */

const F = '/api/file';
const HISTORY = `${F}/FileProcessQueue/GetFileProcessQueueHistory`;
const NAMES = Object.keys(DATA_TYPES) as DataTypeName[];

type Filters = Array<Record<string, unknown>>;
/** A row of a workbook by column key (the import's columns); absent keys are empty cells. */
type Row = Record<string, string | undefined>;

/**
 * The data types exported and imported now: a new one joins the probes, and must have an entry below. A
 * report's export takes one saved report's id rather than a list's filters: probes-reports.ts probes it.
 */
const exported = NAMES.filter((name) => DATA_TYPES[name].exportCall && exportOf(name) && name !== 'report');
const imported = NAMES.filter((name) => DATA_TYPES[name].importCall && importOf(name));

function routeOf(call: { service: string; path: string } | null): string {
  return `/api/${call!.service}/${call!.path}`;
}

/** Filters of each export naming A's records, its list's filter body; a 200 must export none of them. */
const FILTERS_NAMING_A: Partial<Record<DataTypeName, (c: ProbeContext) => Filters>> = {
  organisation: ({ a }) => [{ searchString: a.marker }],
  warehouse: ({ a }) => [{ searchString: a.marker }],
  workLocation: ({ a }) => [
    { projectId: a.projectId },
    { accessGroupId: a.groups.North },
    { workLocationTemplateId: a.templateId },
    { elementFilter: { elementId: a.elementId, operator: 6, value: '0' } },
  ],
  workLocationGroup: ({ a }) => [{ projectId: a.projectId }, { searchString: a.marker }],
  workOrder: ({ a, v1 }) => [
    { projectId: a.projectId },
    { vendorId: v1.vendorId },
    { crewId: a.crewId },
    { accessGroupId: a.groups.North },
    { workflowId: a.workflowId },
    {
      worklocationTemplateId: a.templateId,
      worklocationTemplateElementId: a.elementId,
      worklocationTemplateElementFilterOperator: 6,
      worklocationTemplateFilterValue: '0',
    },
  ],
};

/** Filters of V2's exports naming V1's records (exports with no vendor-bound filter have none). */
const FILTERS_NAMING_V1: Partial<Record<DataTypeName, (c: ProbeContext) => Filters>> = {
  workOrder: ({ v1 }) => [{ vendorId: v1.vendorId }, { crewId: v1.crewId }, { crewId: v1.firstCrewId }],
};

/**
 * Rows of each import naming A's records by the names, emails and codes a workbook uses: each must be refused
 * (the name is not B's), never bound to A's record. A crew row with the code of A's imported crew is B's own
 * crew, not an update of A's: the one row of these that is accepted.
 */
const ROWS_NAMING_A: Partial<Record<DataTypeName, (c: ProbeContext) => { rows: Row[]; accepted?: number }>> =
  {
    // Only a platform administrator imports organisations: B's administrator is refused the call (403).
    organisation: ({ a }) => ({
      rows: [
        {
          name: `${a.marker} Utilities`,
          email: 'hijack@hostile.example',
          administratorName: 'Hostile',
          administratorEmail: 'x@hostile.example',
        },
      ],
    }),
    crew: ({ a, b, v1 }) => ({
      rows: [
        { name: `${b.marker} Probe crew 1`, vendor: v1.vendorName },
        { name: `${b.marker} Probe crew 2`, leader: a.named.workerEmail },
        { name: `${b.marker} Twin crew`, code: a.files.importedCrewCode },
      ],
      accepted: 1,
    }),
    workforce: ({ a, b, v1 }) => ({
      rows: [
        {
          name: `${b.marker} Probe fitter 1`,
          email: 'probe.1@hostile.example',
          kind: 'Mobile user',
          vendor: v1.vendorName,
        },
        {
          name: `${b.marker} Probe fitter 2`,
          email: 'probe.2@hostile.example',
          kind: 'Mobile user',
          supervisor: a.named.supervisorEmail,
        },
      ],
    }),
    workLocation: ({ a, b }) => ({
      rows: [
        {
          identifier: 'HOSTILE-1',
          name: `${b.marker} Probe 1`,
          project: a.named.project,
          template: b.named.template,
        },
        {
          identifier: 'HOSTILE-2',
          name: `${b.marker} Probe 2`,
          project: b.named.project,
          template: a.named.template,
        },
      ],
    }),
    workLocationGroup: ({ a, b }) => ({
      rows: [{ name: `${b.marker} Probe group`, project: a.named.project, workLocations: 'N1-100' }],
    }),
    workOrder: ({ a, b, v1 }) => {
      const own = { project: b.named.project, workLocation: 'N1-100', workflow: b.named.workflow };
      return {
        rows: [
          { ...own, project: a.named.project },
          { ...own, workflow: a.named.workflow },
          { ...own, vendor: v1.vendorName },
          { ...own, crew: a.named.crew },
        ],
      };
    },
  };

/** Imports that name no other record: they match their own rows by code, and A's of those kinds have none. */
const NAMING_NOTHING = new Set<DataTypeName>(['warehouse', 'vendor', 'project']);

/** V2's rows naming V1's records: every one refused, so V2 writes nothing of A's organisation but its job. */
const ROWS_NAMING_V1: Partial<Record<DataTypeName, (c: ProbeContext) => Row[]>> = {
  crew: ({ a, v1 }) => [
    { name: `${a.marker} V2 probe crew 1`, vendor: v1.vendorName },
    { name: `${a.marker} V2 probe crew 2`, leader: v1.workerEmail },
  ],
  workforce: ({ a, v1 }) => [
    {
      name: `${a.marker} V2 probe 1`,
      email: 'v2.probe.1@hostile.example',
      kind: 'Mobile user',
      vendor: v1.vendorName,
    },
    {
      name: `${a.marker} V2 probe 2`,
      email: 'v2.probe.2@hostile.example',
      kind: 'Mobile user',
      supervisor: v1.supervisorEmail,
    },
  ],
  workOrder: ({ a, v1 }) => {
    const own = { project: a.named.project, workLocation: 'N1-100', workflow: a.named.workflow };
    return [
      { ...own, vendor: v1.vendorName },
      { ...own, crew: v1.crewName },
    ];
  },
};

function entryOf<T>(table: Partial<Record<DataTypeName, T>>, name: DataTypeName, what: string): T {
  const entry = table[name];
  if (!entry) throw new Error(`probes-files.ts has no ${what} for ${name}: add it`);
  return entry;
}

/** An export queued as the caller, followed to its end; unfiltered, its file must hold the caller's rows. */
function exporting(path: string, body: unknown, shows?: string): Probe {
  const job: JobExpectation = { status: JOB_STATUSES.completed, ...(shows ? { shows: [shows] } : {}) };
  return { ...call('POST', path, body, 'list'), job };
}

/** An import of these rows as the caller, followed to its end: all refused but `accepted`. */
async function importing(name: DataTypeName, rows: Row[], accepted = 0): Promise<Probe> {
  const columns = importOf(name)!.columns;
  for (const key of rows.flatMap((row) => Object.keys(row))) {
    if (!columns.some((column) => column.key === key)) throw new Error(`${name} import has no column ${key}`);
  }
  const cells = rows.map((row) => columns.map((column) => row[column.key] ?? ''));
  const content = await xlsx([columns.map((column) => column.header), ...cells]);
  const refused = rows.length - accepted;
  return {
    ...call('POST', routeOf(DATA_TYPES[name].importCall), undefined, 'list'),
    upload: { name: `hostile ${name}.xlsx`, content },
    echoes: cells.flat(),
    job: {
      status: refused === 0 ? JOB_STATUSES.completed : JOB_STATUSES.completedWithErrors,
      rowsFailed: refused,
    },
  };
}

const jobPath = (what: 'GetById' | 'Download', id: string) => `${F}/FileProcessQueue/${what}?id=${id}`;

/** A's jobs B names: the administrator's export and import (with its rejected-rows file), V1's export. */
const jobsOfA = ({ a }: ProbeContext) => [
  a.files.exportJobId,
  a.files.importJobId,
  a.files.vendorExportJobId,
];
/** The jobs V2 names: V1's, and the organisation's own (a vendor user sees its vendor's jobs only). */
const jobsOfV1 = ({ a }: ProbeContext) => [
  a.files.vendorExportJobId,
  a.files.exportJobId,
  a.files.importJobId,
];

/** Every history page, of every data type, whole: nothing of A's (V1's) may be listed. */
function histories(): Probe[] {
  return NAMES.flatMap((name) =>
    [OPERATION_TYPES.import, OPERATION_TYPES.export].map((operationType) =>
      call('POST', HISTORY, { dataType: DATA_TYPES[name].id, operationType, pageSize: 500 }, 'list'),
    ),
  );
}

/** The sample workbooks list the caller's own records as allowed values (vendors, projects...), no one else's. */
function samples(): Probe[] {
  return imported.map((name) =>
    call('GET', `${F}/SampleFile/Get?dataType=${DATA_TYPES[name].id}`, undefined, 'list'),
  );
}

function areaExports(name: DataTypeName): RouteProbes {
  const path = routeOf(DATA_TYPES[name].exportCall);
  return {
    route: `POST ${path}`,
    org: (c) => [
      exporting(path, {}, c.b.marker),
      ...entryOf(FILTERS_NAMING_A, name, 'filters naming A')(c).map((filters) => exporting(path, filters)),
    ],
    vendor: (c) => [
      exporting(path, {}, c.a.marker),
      ...(FILTERS_NAMING_V1[name]?.(c) ?? []).map((filters) => exporting(path, filters)),
    ],
  };
}

function areaImports(name: DataTypeName): RouteProbes[] {
  if (NAMING_NOTHING.has(name)) return [];
  const route = `POST ${routeOf(DATA_TYPES[name].importCall)}`;
  const namingV1 = ROWS_NAMING_V1[name];
  return [
    {
      route,
      org: async (c) => {
        const { rows, accepted } = entryOf(ROWS_NAMING_A, name, 'rows naming A')(c);
        return [await importing(name, rows, accepted)];
      },
      ...(namingV1 ? { vendor: async (c: ProbeContext) => [await importing(name, namingV1(c))] } : {}),
    },
  ];
}

/** The same exports queued by data type, unfiltered and with the first filter naming A's (V1's) records. */
function queuedByType(c: ProbeContext, shows: string, naming: typeof FILTERS_NAMING_A): Probe[] {
  const path = `${F}/FileProcessQueue`;
  return exported.flatMap((name) => {
    const dataType = DATA_TYPES[name].id;
    const [first] = naming[name]?.(c) ?? [];
    return [
      exporting(path, { dataType, filters: {} }, shows),
      ...(first ? [exporting(path, { dataType, filters: first })] : []),
    ];
  });
}

export const fileProbes: RouteProbes[] = [
  {
    route: 'GET /api/file/FileProcessQueue/GetById',
    org: (c) => jobsOfA(c).map((id) => call('GET', jobPath('GetById', id))),
    vendor: (c) => jobsOfV1(c).map((id) => call('GET', jobPath('GetById', id))),
  },
  {
    route: 'GET /api/file/FileProcessQueue/Download',
    org: (c) => jobsOfA(c).map((id) => call('GET', jobPath('Download', id))),
    vendor: (c) => jobsOfV1(c).map((id) => call('GET', jobPath('Download', id))),
  },
  { route: `POST ${HISTORY}`, org: histories, vendor: histories },
  { route: 'GET /api/file/SampleFile/Get', org: samples, vendor: samples },
  {
    route: 'POST /api/file/FileProcessQueue',
    org: (c) => queuedByType(c, c.b.marker, FILTERS_NAMING_A),
    vendor: (c) => queuedByType(c, c.a.marker, FILTERS_NAMING_V1),
  },
  ...exported.map(areaExports),
  ...imported.flatMap(areaImports),
];
