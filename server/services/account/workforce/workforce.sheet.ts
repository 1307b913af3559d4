import { inArray, or, sql } from 'drizzle-orm';
import {
  WORKFORCE_KINDS,
  workforceCreateSchema,
  workforceUpdateSchema,
} from '../../../../src/domain/workforce';
import type { Tx } from '../../../db/client';
import { vendor, workforce } from '../../../db/schema/index';
import { getWorkforce } from './queries';
import { createWorkforce, updateWorkforce } from './writes';
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
  { key: 'name', header: 'Name', required: true, example: 'Ravi Deka' },
  { key: 'email', header: 'Email', required: true, example: 'ravi.deka@bfs.example' },
  {
    key: 'kind',
    header: 'Kind',
    required: true,
    example: 'Mobile user',
    allowed: WORKFORCE_KINDS.map((k) => k.name),
  },
  { key: 'phone', header: 'Phone', required: false, example: '+91 98640 12345' },
  { key: 'employeeCode', header: 'Employee code', required: false, example: 'EMP-001' },
  vendorColumn,
  { key: 'supervisor', header: 'Supervisor', required: false, example: '' },
  { key: 'active', header: 'Active', required: false, example: 'Yes', allowed: ['Yes', 'No'] },
] as const satisfies readonly ColumnSpec[];

const headers = {
  name: 'Name',
  email: 'Email',
  kind: 'Kind',
  phone: 'Phone',
  employeeCode: 'Employee code',
  vendorId: 'Vendor',
  supervisorId: 'Supervisor',
  isActive: 'Active',
};

interface Person {
  id: string;
  code: string | null;
  email: string;
}

async function readLookups(tx: Tx, rows: readonly RowValues[]) {
  const vendorKeys = lowerValues(rows, 'vendor');
  const vendors = await findByCodeOrName(tx, vendor, vendorKeys);
  const personKeys = [
    ...lowerValues(rows, 'employeeCode'),
    ...lowerValues(rows, 'email'),
    ...lowerValues(rows, 'supervisor'),
  ];
  const people: Person[] = personKeys.length
    ? await tx
        .select({ id: workforce.id, code: workforce.employeeCode, email: workforce.email })
        .from(workforce)
        .where(
          or(
            inArray(sql`lower(${workforce.employeeCode})`, personKeys),
            inArray(sql`lower(${workforce.email})`, personKeys),
          ),
        )
    : [];
  return { vendors: byCodeOrName(vendors), people };
}

/** The person an employee code or email names (a code wins over another person's identical email). */
function findPerson(people: readonly Person[], key: string): Person | undefined {
  const lower = key.toLowerCase();
  return (
    people.find((p) => p.code?.toLowerCase() === lower) ?? people.find((p) => p.email.toLowerCase() === lower)
  );
}

/**
 * Mobile workforce: Name, Email, Kind (Mobile user or Supervisor), Phone, Employee code, Vendor (its code or
 * name; empty for the organisation's own staff, or the caller's vendor for a vendor user), Supervisor (an
 * employee code or email; a supervisor named by an earlier row of the file is found) and Active. A row whose
 * employee code (or, without one, whose email) matches a member updates them. Every row goes through POST or
 * PUT Workforce's own rules.
 */
export const workforceImport = defineImport({
  columns,
  async prepareBatch(tx, auth, rows) {
    const lookups = await readLookups(tx, rows);
    return async (rowTx, row) => {
      const errors: string[] = [];
      const kind = WORKFORCE_KINDS.find((k) => k.name.toLowerCase() === row.kind.toLowerCase())?.id;
      if (!kind) errors.push(`Kind must be ${WORKFORCE_KINDS.map((k) => k.name).join(' or ')}.`);
      const vendorId = row.vendor ? lookups.vendors.get(row.vendor.toLowerCase()) : undefined;
      if (row.vendor && !vendorId) errors.push(`Vendor: no vendor has the code or name "${row.vendor}".`);
      const supervisorId = row.supervisor ? (findPerson(lookups.people, row.supervisor)?.id ?? null) : null;
      if (row.supervisor && !supervisorId)
        errors.push(
          `Supervisor: no mobile workforce member has the employee code or email "${row.supervisor}".`,
        );
      const isActive = yesNo(row.active, 'Active', errors);
      if (errors.length) throw new RowRejected(errors);
      const input = {
        kind,
        name: row.name,
        email: row.email,
        phone: row.phone,
        employeeCode: row.employeeCode || null,
        ...(vendorId ? { vendorId } : {}),
        supervisorId,
        isActive,
      };
      const existing = row.employeeCode
        ? lookups.people.find((p) => p.code?.toLowerCase() === row.employeeCode.toLowerCase())
        : lookups.people.find((p) => p.email.toLowerCase() === row.email.toLowerCase());
      if (!existing) {
        const body = parseRow(workforceCreateSchema, input, headers);
        const id = await createWorkforce(rowTx, auth, body);
        lookups.people.push({ id, code: body.employeeCode ?? null, email: body.email });
        return;
      }
      const current = await getWorkforce(rowTx, existing.id);
      if (!current) throw new RowRejected(['The mobile workforce member was not found.']);
      const body = parseRow(workforceUpdateSchema, { ...input, version: current.version }, headers);
      await updateWorkforce(rowTx, auth, existing.id, body);
      Object.assign(existing, { code: body.employeeCode ?? null, email: body.email });
    };
  },
});
