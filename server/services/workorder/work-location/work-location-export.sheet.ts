import { and, asc, count, sql } from 'drizzle-orm';
import { workLocationListQuerySchema } from '../../../../src/domain/work-locations';
import { workLocation } from '../../../db/schema/index';
import { filterElementType, locationFilter, selectLocations } from './queries';
import { addressExportColumns, defineExport } from '../../file/index';

interface Cursor {
  identifier: string;
  id: string;
}

/**
 * Work locations, exported with the list's own filters (project, access group with its sub-groups, template,
 * template-field filter, search) and its row-level security: a vendor user exports only the locations their
 * grants reach. Rows come in identifier order, a page at a time after the last (identifier, id).
 */
export const workLocationExport = defineExport({
  columns: [
    { header: 'Identifier', width: 18 },
    { header: 'Name', width: 28 },
    { header: 'Project', width: 24 },
    { header: 'Access group', width: 20 },
    { header: 'Template', width: 20 },
    ...addressExportColumns,
  ],
  filterSchema: workLocationListQuerySchema,
  async check(tx, filters) {
    await filterElementType(tx, filters);
  },
  async count(tx, filters) {
    const [total] = await tx
      .select({ n: count() })
      .from(workLocation)
      .where(locationFilter(filters, await filterElementType(tx, filters)));
    return total?.n ?? 0;
  },
  async page(tx, filters, after: Cursor | null, limit) {
    const where = and(
      locationFilter(filters, await filterElementType(tx, filters)),
      after
        ? sql`(${workLocation.locationIdentifier}, ${workLocation.id}) > (${after.identifier}, ${after.id}::uuid)`
        : undefined,
    );
    const rows = await selectLocations(tx, where)
      .orderBy(asc(workLocation.locationIdentifier), asc(workLocation.id))
      .limit(limit);
    const last = rows.at(-1);
    return {
      rows: rows.map((r) => [
        r.locationIdentifier,
        r.name,
        r.projectName,
        r.accessGroupName,
        r.workLocationTemplateName,
        r.addressLine,
        r.countryName,
        r.stateName,
        r.cityName,
        r.postalCode,
        r.latitude === null ? null : Number(r.latitude),
        r.longitude === null ? null : Number(r.longitude),
      ]),
      last: last ? { identifier: last.locationIdentifier, id: last.id } : null,
    };
  },
});
