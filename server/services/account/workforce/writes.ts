import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type {
  WorkforceInput,
  workforceCreateSchema,
  workforceUpdateSchema,
} from '../../../../src/domain/workforce';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { workforce } from '../../../db/schema/index';
import { newId } from '../../../crypto';
import { notFound } from '../../../lib/http-errors';
import { withUniqueFields } from '../../../lib/unique-violation';
import { assertVendorExists, resolveVendorId } from '../../../lib/vendor-scope';
import { versionedUpdate } from '../../../lib/versioned';
import { getWorkforce } from './queries';
import { assertChangeKeepsLinks, assertSupervisorValid } from './rules';

const uniqueFields = {
  workforce_email_uq: { field: 'Email', message: SERVER_MESSAGES.workforceEmailInUse },
  workforce_code_uq: { field: 'EmployeeCode', message: SERVER_MESSAGES.employeeCodeInUse },
};

function values(body: Omit<WorkforceInput, 'id'>, vendorId: string | null) {
  return {
    kind: body.kind,
    name: body.name,
    email: body.email,
    phone: body.phone,
    employeeCode: body.employeeCode,
    vendorId,
    supervisorId: body.supervisorId ?? null,
    isActive: body.isActive,
  };
}

/**
 * Creates a mobile user or supervisor by the rules of POST Workforce (the route and the workforce import both
 * call it): the caller's vendor for a vendor user, a supervisor of the same vendor, unique email and
 * employee code. Returns its id.
 */
export async function createWorkforce(
  tx: Tx,
  auth: AuthContext,
  body: z.output<typeof workforceCreateSchema>,
): Promise<string> {
  const id = body.id ?? newId();
  const vendorId = resolveVendorId(auth, body.vendorId);
  await assertVendorExists(tx, vendorId);
  await assertSupervisorValid(tx, { id, kind: body.kind, vendorId, supervisorId: body.supervisorId ?? null });
  await withUniqueFields(
    () =>
      tx.insert(workforce).values({
        organisationId: auth.organisationId,
        id,
        ...values(body, vendorId),
        createdBy: auth.userId,
        updatedBy: auth.userId,
      }),
    uniqueFields,
  );
  return id;
}

/** Updates a workforce member at the version it was based on, by the rules of PUT Workforce. */
export async function updateWorkforce(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof workforceUpdateSchema>,
): Promise<void> {
  const current = await getWorkforce(tx, id);
  if (!current) throw notFound(SERVER_MESSAGES.workforceNotFound);
  const vendorId = resolveVendorId(auth, body.vendorId);
  await assertVendorExists(tx, vendorId);
  await assertSupervisorValid(tx, { id, kind: body.kind, vendorId, supervisorId: body.supervisorId ?? null });
  await assertChangeKeepsLinks(tx, current, { kind: body.kind, vendorId });
  await withUniqueFields(
    () =>
      versionedUpdate(
        () =>
          tx
            .update(workforce)
            .set({
              ...values(body, vendorId),
              version: sql`${workforce.version} + 1`,
              updatedAt: sql`now()`,
              updatedBy: auth.userId,
            })
            .where(and(eq(workforce.id, id), eq(workforce.version, body.version)))
            .returning({ id: workforce.id }),
        () => getWorkforce(tx, id),
      ),
    uniqueFields,
  );
}
