import { and, eq, sql, type SQL } from 'drizzle-orm';
import { offsetOf } from '../../../../src/domain/paging';
import type { VendorWorkLocation } from '../../../../src/domain/vendor-work-locations';
import type { Executor } from '../../../db/client';
import { vendorWorkLocationExclusion } from '../../../db/schema/index';

/**
 * The locations a vendor serves: members of the work-location groups assigned to it, less those removed
 * from it one by one. Read through work_location, so the caller's access groups still apply.
 */
function served(vendorId: string, extra: SQL) {
  return sql`from location_group_assignment a
    join work_location_group g on g.organisation_id = a.organisation_id and g.id = any(a.group_ids)
    join work_location_group_member m on m.organisation_id = g.organisation_id and m.group_id = g.id
    join work_location wl on wl.organisation_id = m.organisation_id and wl.id = m.work_location_id
    join project p on p.organisation_id = wl.organisation_id and p.id = wl.project_id
    where a.kind = 'vendor' and a.subject_id = ${vendorId}::uuid
      and not exists (select 1 from vendor_work_location_exclusion x
        where x.organisation_id = wl.organisation_id and x.vendor_id = ${vendorId}::uuid and x.work_location_id = wl.id)
      ${extra}`;
}

interface Filter {
  page: number;
  pageSize: number;
  searchString?: string | undefined;
  projectId?: string | undefined;
}

export async function listVendorWorkLocations(tx: Executor, vendorId: string, filter: Filter) {
  const like = filter.searchString ? `%${filter.searchString}%` : null;
  const extra = sql`${filter.projectId ? sql`and wl.project_id = ${filter.projectId}::uuid` : sql``}
    ${like ? sql`and (wl.location_identifier ilike ${like} or wl.name ilike ${like})` : sql``}`;
  const rows =
    (await tx.execute(sql`select wl.id as "workLocationId", wl.location_identifier as "locationIdentifier",
      wl.name, wl.project_id as "projectId", p.name as "projectName",
      json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name) as "workLocationGroups"
    ${served(vendorId, extra)}
    group by wl.id, wl.location_identifier, wl.name, wl.project_id, p.name
    order by wl.location_identifier, wl.id
    limit ${filter.pageSize} offset ${offsetOf(filter)}`)) as unknown as { rows: VendorWorkLocation[] };
  const total = (await tx.execute(
    sql`select count(distinct wl.id)::int as n ${served(vendorId, extra)}`,
  )) as unknown as { rows: Array<{ n: number }> };
  return { vendorWorkLocations: rows.rows, pageTotal: total.rows[0]?.n ?? 0 };
}

/** The project of a location the vendor serves, or null when it does not serve it. */
export async function servedLocationProject(tx: Executor, vendorId: string, workLocationId: string) {
  const result = (await tx.execute(
    sql`select wl.project_id as "projectId" ${served(vendorId, sql`and wl.id = ${workLocationId}::uuid`)} limit 1`,
  )) as unknown as { rows: Array<{ projectId: string }> };
  return result.rows[0]?.projectId ?? null;
}

export async function clearExclusions(tx: Executor, vendorId: string, projectId: string): Promise<void> {
  await tx
    .delete(vendorWorkLocationExclusion)
    .where(
      and(
        eq(vendorWorkLocationExclusion.vendorId, vendorId),
        eq(vendorWorkLocationExclusion.projectId, projectId),
      ),
    );
}
