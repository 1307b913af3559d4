import { asc } from 'drizzle-orm';
import {
  workLocationAccessGroupSchema,
  workLocationAddressSchema,
  workLocationCreateSchema,
  workLocationUpdateSchema,
} from '../../../../src/domain/work-locations';
import type { Tx } from '../../../db/client';
import { workLocationTemplate } from '../../../db/schema/index';
import { getWorkLocation } from './queries';
import type { z } from 'zod';
import type { AuthContext } from '../../../auth/context';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { validateValues } from './values';
import {
  createWorkLocation,
  insertWorkLocations,
  updateLocationAccessGroup,
  updateLocationAddress,
  updateLocationDetails,
} from './writes';
import { readLookups } from './sheet-lookups';
import {
  RowRejected,
  WriteRowByRow,
  addressAndPosition,
  addressColumns,
  defineImport,
  names,
  parseRow,
  placeResolver,
  projectColumn,
  rowErrors,
} from '../../file/index';
import type { ColumnSpec } from '../../file/index';

const columns = [
  { key: 'identifier', header: 'Identifier', required: true, example: 'GHY-DT-0001' },
  { key: 'name', header: 'Name', required: true, example: 'Consumer 4411, Ulubari' },
  projectColumn,
  {
    key: 'template',
    header: 'Template',
    required: true,
    example: 'Consumer meter',
    allowed: async (tx: Tx) =>
      names(
        await tx
          .select({ name: workLocationTemplate.name })
          .from(workLocationTemplate)
          .orderBy(asc(workLocationTemplate.name)),
      ),
  },
  { key: 'accessGroup', header: 'Access group', required: false, example: 'Ulubari' },
  ...addressColumns,
  { key: 'latitude', header: 'Latitude', required: false, example: '26.1766' },
  { key: 'longitude', header: 'Longitude', required: false, example: '91.7621' },
] as const satisfies readonly ColumnSpec[];

const headers: Record<string, string> = Object.fromEntries(columns.map((c) => [c.key, c.header]));
Object.assign(headers, {
  locationIdentifier: 'Identifier',
  projectId: 'Project',
  workLocationTemplateId: 'Template',
  accessGroupId: 'Access group',
  countryId: 'Country',
  stateId: 'State',
  cityId: 'City',
  elementValues: 'Template fields',
});

type Row = Record<(typeof columns)[number]['key'], string>;
type Lookups = Awaited<ReturnType<typeof readLookups>>;
type Plan =
  | { kind: 'create'; key: string; body: z.output<typeof workLocationCreateSchema> }
  | {
      kind: 'update';
      key: string;
      existingId: string;
      templateId: string;
      accessGroupId: string | null;
      address: Omit<z.input<typeof workLocationAddressSchema>, 'version'>;
      row: Row;
    };

/**
 * What a row asks for, checked against the batch's lookups: a new location (its parsed body) or a change to
 * the one its project has under its identifier. Throws RowRejected with the row's messages.
 */
function rowChecker(tx: Tx, lookups: Lookups) {
  const place = placeResolver(tx);
  return async (row: Row): Promise<Plan> => {
    const errors: string[] = [];
    const projectId = row.project ? lookups.projects.get(row.project.toLowerCase()) : undefined;
    if (!row.project) errors.push('Project is required');
    else if (!projectId) errors.push(`Project: no project has the code or name "${row.project}".`);
    const templateId = row.template ? lookups.templates.get(row.template.toLowerCase()) : undefined;
    if (!row.template) errors.push('Template is required');
    else if (!templateId)
      errors.push(`Template: no work location template has the code or name "${row.template}".`);
    let accessGroupId: string | null = null;
    if (row.accessGroup && projectId) {
      const found = lookups.groups.get(`${projectId}|${row.accessGroup.toLowerCase()}`) ?? [];
      if (found.length === 1) accessGroupId = found[0]!;
      else if (found.length === 0)
        errors.push(`Access group: ${row.project} has no access group "${row.accessGroup}".`);
      else
        errors.push(
          `Access group: ${row.project} has ${found.length} groups called "${row.accessGroup}"; name it by its path (Parent / Child).`,
        );
    }
    const address = await addressAndPosition(place, row, errors);
    if (errors.length || !projectId || !templateId) throw new RowRejected(errors);
    const key = `${projectId}|${row.identifier.toLowerCase()}`;
    const existingId = lookups.locations.get(key);
    if (existingId)
      return {
        kind: 'update',
        key,
        existingId,
        templateId,
        accessGroupId,
        address,
        row,
      };
    const body = parseRow(
      workLocationCreateSchema,
      {
        projectId,
        workLocationTemplateId: templateId,
        accessGroupId,
        locationIdentifier: row.identifier,
        name: row.name,
        ...address,
      },
      headers,
    );
    return { kind: 'create', key, body };
  };
}

/** A row that names a location its project has: name, access group, address and position by their PUT calls' rules. */
async function updateLocation(
  tx: Tx,
  auth: AuthContext,
  plan: Extract<Plan, { kind: 'update' }>,
): Promise<void> {
  const { existingId, row } = plan;
  const current = await getWorkLocation(tx, existingId);
  if (!current) throw new RowRejected(['The work location was not found.']);
  if (current.workLocationTemplateId !== plan.templateId)
    throw new RowRejected([
      `Template: the work location "${current.locationIdentifier}" keeps its template ${current.workLocationTemplateName}.`,
    ]);
  let version = current.version;
  const details = parseRow(
    workLocationUpdateSchema,
    { locationIdentifier: row.identifier, name: row.name, version },
    headers,
  );
  const addressBody = parseRow(workLocationAddressSchema, { ...plan.address, version }, headers);
  if (details.locationIdentifier !== current.locationIdentifier || details.name !== current.name) {
    await updateLocationDetails(tx, auth, existingId, { ...details, version });
    version += 1;
  }
  if (plan.accessGroupId !== current.accessGroupId) {
    await updateLocationAccessGroup(
      tx,
      auth,
      existingId,
      parseRow(workLocationAccessGroupSchema, { accessGroupId: plan.accessGroupId, version }, headers),
    );
    version += 1;
  }
  const moved = (
    ['addressLine', 'countryId', 'stateId', 'cityId', 'postalCode', 'latitude', 'longitude'] as const
  ).some((field) => addressBody[field] !== current[field]);
  if (moved) await updateLocationAddress(tx, auth, existingId, { ...addressBody, version });
}

/** The errors createWorkLocation would give a row of this caller before its checks of the row itself, or null. */
function callerErrors(auth: AuthContext): string[] | null {
  try {
    assertOrganisationCaller(auth);
    return null;
  } catch (error) {
    const errors = rowErrors(error);
    if (!errors) throw error;
    return errors;
  }
}

/**
 * Work locations: Identifier, Name, Project (its code or name), Template (its code or name), Access group
 * (its name in the project, or its path "Parent / Child" where names repeat), the address by names and the
 * position. A row whose identifier the project already has updates that location: name, access group,
 * address and position, each by its PUT call's rules (project and template stay). The template's own fields
 * are not imported: a template with required fields refuses the rows, as POST WorkLocation would.
 * Organisation users only, as in POST WorkLocation.
 */
export const workLocationImport = defineImport({
  columns,
  async prepareBatch(tx, auth, rows) {
    const lookups = await readLookups(tx, rows);
    const check = rowChecker(tx, lookups);
    return async (rowTx, row) => {
      const plan = await check(row);
      if (plan.kind === 'update') return updateLocation(rowTx, auth, plan);
      lookups.locations.set(plan.key, await createWorkLocation(rowTx, auth, plan.body));
    };
  },
  /**
   * The batch at once: each row checked as the row writer checks it, a change written in its own savepoint,
   * the new locations stored together at the end (createWorkLocation's checks made once per batch: the
   * caller, and each template's required fields). A row naming a location another row of the batch creates
   * leaves the batch to the row writer.
   */
  async writeBatch(tx, auth, rows) {
    const lookups = await readLookups(tx, rows);
    const check = rowChecker(tx, lookups);
    const refusedCaller = callerErrors(auth);
    const templateErrors = new Map<string, string[] | null>();
    const creating = new Set<string>();
    const creates: Array<z.output<typeof workLocationCreateSchema>> = [];
    const outcome: Array<string[] | null> = [];
    for (const row of rows) {
      try {
        const plan = await check(row);
        if (creating.has(plan.key)) throw new WriteRowByRow('a row names a location the batch creates');
        if (plan.kind === 'update') {
          await tx.transaction((savepoint) => updateLocation(savepoint, auth, plan));
          outcome.push(null);
          continue;
        }
        if (refusedCaller) {
          outcome.push(refusedCaller);
          continue;
        }
        const templateId = plan.body.workLocationTemplateId;
        if (!templateErrors.has(templateId))
          templateErrors.set(templateId, await requiredFieldErrors(tx, templateId));
        const missing = templateErrors.get(templateId);
        if (missing) {
          outcome.push(missing);
          continue;
        }
        creating.add(plan.key);
        creates.push(plan.body);
        outcome.push(null);
      } catch (error) {
        const errors = rowErrors(error);
        if (!errors) throw error;
        outcome.push(errors);
      }
    }
    await insertWorkLocations(tx, auth, creates);
    return outcome;
  },
});

/** The errors validateValues gives a new location of the template with no field values (its required fields), or null. */
async function requiredFieldErrors(tx: Tx, templateId: string): Promise<string[] | null> {
  try {
    await validateValues(tx, templateId, []);
    return null;
  } catch (error) {
    const errors = rowErrors(error);
    if (!errors) throw error;
    return errors;
  }
}
