import { inArray, or, sql } from 'drizzle-orm';
import { crewCreateSchema, crewUpdateSchema } from '../../../../src/domain/crews';
import type { CrewMemberRole } from '../../../../src/domain/crews';
import type { Tx } from '../../../db/client';
import { crew, vendor, workforce } from '../../../db/schema/index';
import { createCrew, updateCrew } from './writes';
import { getCrew } from './queries';
import {
  RowRejected,
  byCodeOrName,
  defineImport,
  findByCodeOrName,
  lowerValues,
  parseRow,
  vendorColumn,
  yesNo,
} from '../../file/index';
import type { ColumnSpec, RowValues } from '../../file/index';

const columns = [
  { key: 'name', header: 'Name', required: true, example: 'Night Crew A' },
  { key: 'code', header: 'Code', required: false, example: 'CRW-001' },
  vendorColumn,
  { key: 'active', header: 'Active', required: false, example: 'Yes', allowed: ['Yes', 'No'] },
  { key: 'leader', header: 'Leader', required: false, example: '' },
] as const satisfies readonly ColumnSpec[];

/** The column each input field comes from, for messages ("Vendor ..." rather than "Vendor id ..."). */
const headers = { name: 'Name', code: 'Code', vendorId: 'Vendor', isActive: 'Active', members: 'Leader' };

async function readLookups(tx: Tx, rows: readonly RowValues[]) {
  const vendorKeys = lowerValues(rows, 'vendor');
  const vendors = await findByCodeOrName(tx, vendor, vendorKeys);
  const leaderKeys = lowerValues(rows, 'leader');
  const people = leaderKeys.length
    ? await tx
        .select({ id: workforce.id, code: workforce.employeeCode, name: workforce.email })
        .from(workforce)
        .where(
          or(
            inArray(sql`lower(${workforce.employeeCode})`, leaderKeys),
            inArray(sql`lower(${workforce.email})`, leaderKeys),
          ),
        )
    : [];
  const crewKeys = [...lowerValues(rows, 'code'), ...lowerValues(rows, 'name')];
  const crews = crewKeys.length
    ? await tx
        .select({ id: crew.id, code: crew.code, name: crew.name, vendorId: crew.vendorId })
        .from(crew)
        .where(or(inArray(sql`lower(${crew.code})`, crewKeys), inArray(sql`lower(${crew.name})`, crewKeys)))
    : [];
  return { vendors: byCodeOrName(vendors), people: byCodeOrName(people), crews };
}

/** The members after the row: the named leader leads, a previous leader stays on as a technician. */
function membersWithLeader(
  current: Array<{ workforceId: string; role: CrewMemberRole }>,
  leaderId: string | null,
) {
  const members = current.map((m) => ({ workforceId: m.workforceId, role: m.role }));
  if (!leaderId) return members;
  const others = members
    .filter((m) => m.workforceId !== leaderId)
    .map((m) => ({
      workforceId: m.workforceId,
      role: m.role === 'leader' ? ('technician' as const) : m.role,
    }));
  return [{ workforceId: leaderId, role: 'leader' as const }, ...others];
}

/**
 * Crews: Name, Code, Vendor (its code or name; empty for the organisation's own crew, or the caller's vendor
 * for a vendor user), Active (Yes/No) and Leader (an employee code or email of the crew's vendor's
 * workforce). A row whose code (or, without a code, whose name and vendor) matches a crew updates it; its
 * other members are kept. Every row goes through POST or PUT Crew's own rules.
 */
export const crewImport = defineImport({
  columns,
  async prepareBatch(tx, auth, rows) {
    const lookups = await readLookups(tx, rows);
    return async (rowTx, row) => {
      const errors: string[] = [];
      const vendorId = row.vendor ? lookups.vendors.get(row.vendor.toLowerCase()) : undefined;
      if (row.vendor && !vendorId) errors.push(`Vendor: no vendor has the code or name "${row.vendor}".`);
      const leaderId = row.leader ? (lookups.people.get(row.leader.toLowerCase()) ?? null) : null;
      if (row.leader && !leaderId)
        errors.push(`Leader: no mobile workforce member has the employee code or email "${row.leader}".`);
      const isActive = yesNo(row.active, 'Active', errors);
      if (errors.length) throw new RowRejected(errors);
      const crewVendor = vendorId ?? auth.vendorId;
      const existing = lookups.crews.find((c) =>
        row.code
          ? c.code?.toLowerCase() === row.code.toLowerCase()
          : c.name.toLowerCase() === row.name.toLowerCase() && c.vendorId === crewVendor,
      );
      const input = { name: row.name, code: row.code || null, ...(vendorId ? { vendorId } : {}), isActive };
      if (!existing) {
        const body = parseRow(
          crewCreateSchema,
          { ...input, members: membersWithLeader([], leaderId) },
          headers,
        );
        const id = await createCrew(rowTx, auth, body);
        lookups.crews.push({ id, code: body.code, name: body.name, vendorId: crewVendor ?? null });
        return;
      }
      const current = await getCrew(rowTx, existing.id);
      if (!current) throw new RowRejected(['The crew was not found.']);
      const members = membersWithLeader(current.members, leaderId);
      const body = parseRow(crewUpdateSchema, { ...input, members, version: current.version }, headers);
      await updateCrew(rowTx, auth, existing.id, body);
    };
  },
});
