import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { workOrderCreateSchema } from '../../../../src/domain/workorders';
import type { Tx } from '../../../db/client';
import { crew, project, vendor, workflow, workOrder } from '../../../db/schema/index';
import { createWorkOrder } from './writes';
import {
  RowRejected,
  byCodeOrName,
  defineImport,
  findByCodeOrName,
  findLocations,
  lowerValues,
  names,
  parseRow,
  projectColumn,
  vendorColumn,
} from '../../file/index';
import type { ColumnSpec, RowValues } from '../../file/index';

const columns = [
  { key: 'code', header: 'Code', required: false, example: '' },
  projectColumn,
  { key: 'workLocation', header: 'Work location', required: true, example: 'GHY-DT-0001' },
  {
    key: 'workflow',
    header: 'Workflow',
    required: true,
    example: 'Meter replacement',
    allowed: async (tx: Tx) =>
      names(
        await tx
          .select({ name: workflow.name })
          .from(workflow)
          .where(eq(workflow.isActive, true))
          .orderBy(asc(workflow.name)),
      ),
  },
  { key: 'plannedStart', header: 'Planned start', required: false, example: '2026-01-15T09:00:00+05:30' },
  { key: 'plannedEnd', header: 'Planned end', required: false, example: '' },
  { key: 'description', header: 'Description', required: false, example: '' },
  vendorColumn,
  { key: 'crew', header: 'Crew', required: false, example: '' },
] as const satisfies readonly ColumnSpec[];

const headers: Record<string, string> = {
  projectId: 'Project',
  workLocationId: 'Work location',
  workflowId: 'Workflow',
  vendorId: 'Vendor',
  crewId: 'Crew',
  plannedStartTime: 'Planned start',
  plannedEndTime: 'Planned end',
  description: 'Description',
};

/** A date cell (2026-01-15) is midnight UTC; a time without an offset is UTC; anything else goes to the schema as written. */
function isoTime(text: string): string | null {
  if (text === '') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T00:00:00Z`;
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text)) return `${text.replace(' ', 'T')}Z`;
  return text;
}

async function readLookups(tx: Tx, rows: readonly RowValues[]) {
  const projectKeys = lowerValues(rows, 'project');
  const projects = await findByCodeOrName(tx, project, projectKeys);
  const identifiers = lowerValues(rows, 'workLocation');
  const locations = await findLocations(
    tx,
    projects.map((p) => p.id),
    identifiers,
  );
  const flowKeys = lowerValues(rows, 'workflow');
  const flows = flowKeys.length
    ? await tx
        .select({ id: workflow.id, name: workflow.name })
        .from(workflow)
        .where(inArray(sql`lower(${workflow.name})`, flowKeys))
    : [];
  const vendorKeys = lowerValues(rows, 'vendor');
  const vendors = await findByCodeOrName(tx, vendor, vendorKeys);
  const crewKeys = lowerValues(rows, 'crew');
  const crews = crewKeys.length
    ? await tx
        .select({ id: crew.id, code: crew.code, name: crew.name, vendorId: crew.vendorId })
        .from(crew)
        .where(or(inArray(sql`lower(${crew.code})`, crewKeys), inArray(sql`lower(${crew.name})`, crewKeys)))
    : [];
  const codes = lowerValues(rows, 'code');
  const existing = codes.length
    ? await tx
        .select({ code: workOrder.code })
        .from(workOrder)
        .where(inArray(sql`lower(${workOrder.code})`, codes))
    : [];
  const crewIds = new Map<string, string>();
  for (const c of crews) crewIds.set(`${c.vendorId}|${c.name.toLowerCase()}`, c.id);
  for (const c of crews) if (c.code) crewIds.set(`${c.vendorId}|${c.code.toLowerCase()}`, c.id);
  return {
    projects: byCodeOrName(projects),
    locations: new Map(locations.map((l) => [`${l.projectId}|${l.identifier.toLowerCase()}`, l.id])),
    workflows: new Map(flows.map((f) => [f.name.toLowerCase(), f.id])),
    vendors: byCodeOrName(vendors),
    crews: crewIds,
    codes: new Set(existing.map((o) => o.code.toLowerCase())),
  };
}

/**
 * Bulk Upload of the work-order map: each row creates a work order as POST Workorder does (createWorkOrder:
 * its schema, rules and messages), naming its project (code or name), work location (identifier in that
 * project), workflow (name), optional planned times and description, and optionally a vendor (code or name;
 * a vendor user's own when empty) with one of its crews (code or name) to assign it at once. Codes are the
 * server's: a row with a Code is refused, whether it names an existing order or not (docs/decisions.md), so
 * re-importing an exported or already uploaded file creates no duplicates.
 */
export const workOrderImport = defineImport({
  columns,
  async prepareBatch(tx, auth, rows) {
    const lookups = await readLookups(tx, rows);
    return async (rowTx, row) => {
      if (row.code) {
        throw new RowRejected([
          lookups.codes.has(row.code.toLowerCase())
            ? `Code: the work order ${row.code} already exists; Bulk Upload only creates work orders (change it on its own screen), so leave Code empty for a new one.`
            : `Code: no work order has the code "${row.code}"; codes are given by the server, so leave Code empty for a new work order.`,
        ]);
      }
      const errors: string[] = [];
      const projectId = row.project ? lookups.projects.get(row.project.toLowerCase()) : undefined;
      if (!row.project) errors.push('Project is required');
      else if (!projectId) errors.push(`Project: no project has the code or name "${row.project}".`);
      const workLocationId =
        projectId && row.workLocation
          ? lookups.locations.get(`${projectId}|${row.workLocation.toLowerCase()}`)
          : undefined;
      if (!row.workLocation) errors.push('Work location is required');
      else if (projectId && !workLocationId)
        errors.push(`Work location: ${row.project} has no work location "${row.workLocation}".`);
      const workflowId = row.workflow ? lookups.workflows.get(row.workflow.toLowerCase()) : undefined;
      if (!row.workflow) errors.push('Workflow is required');
      else if (!workflowId) errors.push(`Workflow: no workflow is called "${row.workflow}".`);
      // A vendor user's own vendor needs no column.
      const vendorId = row.vendor
        ? lookups.vendors.get(row.vendor.toLowerCase())
        : (auth.vendorId ?? undefined);
      if (row.vendor && !vendorId) errors.push(`Vendor: no vendor has the code or name "${row.vendor}".`);
      if (row.crew && !row.vendor && !vendorId) errors.push('Vendor is required to assign the crew.');
      const crewId =
        row.crew && vendorId ? lookups.crews.get(`${vendorId}|${row.crew.toLowerCase()}`) : undefined;
      if (row.crew && vendorId && !crewId)
        errors.push(`Crew: ${row.vendor || 'your vendor'} has no crew "${row.crew}".`);
      if (errors.length) throw new RowRejected(errors);
      const body = parseRow(
        workOrderCreateSchema,
        {
          projectId,
          workLocationId,
          workflowId,
          vendorId: row.vendor || row.crew ? (vendorId ?? null) : null,
          crewId: crewId ?? null,
          plannedStartTime: isoTime(row.plannedStart),
          plannedEndTime: isoTime(row.plannedEnd),
          description: row.description || null,
        },
        headers,
      );
      await createWorkOrder(rowTx, auth, body);
    };
  },
});
