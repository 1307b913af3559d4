import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SERVER_MESSAGES } from '../../../../src/domain/messages';
import type {
  organisationAddressUpdateSchema,
  organisationUpdateSchema,
} from '../../../../src/domain/organisations';
import type { AuthContext } from '../../../auth/context';
import type { Tx } from '../../../db/client';
import { organisation } from '../../../db/schema/index';
import { notFound } from '../../../lib/http-errors';
import { assertAddressConsistent, assertIndustryExists } from '../../../lib/places';
import { assertOrganisationCaller } from '../../../lib/vendor-scope';
import { versionedUpdate } from '../../../lib/versioned';
import { getOrganisation } from './queries';
import { forOrganisation } from './platform-scope';

export async function mustGetOrganisation(tx: Tx, id: string) {
  const found = await getOrganisation(tx, id);
  if (!found) throw notFound(SERVER_MESSAGES.organisationNotFound);
  return found;
}

/** Sets columns on one organisation if its version still matches; 409 with the current record if not. */
async function updateVersioned(
  tx: Tx,
  id: string,
  version: number,
  userId: string,
  values: Partial<typeof organisation.$inferInsert>,
) {
  await versionedUpdate(
    () =>
      tx
        .update(organisation)
        .set({
          ...values,
          version: sql`${organisation.version} + 1`,
          updatedAt: sql`now()`,
          updatedBy: userId,
        })
        .where(and(eq(organisation.id, id), eq(organisation.version, version)))
        .returning({ id: organisation.id }),
    () => getOrganisation(tx, id),
  );
  return mustGetOrganisation(tx, id);
}

type Change = { version: number; organisationId?: string | undefined } & Partial<
  typeof organisation.$inferInsert
>;

/**
 * A change to the caller's own organisation, or (platform administrators) another one; organisation-level
 * users only, whatever a vendor role holds. `check` refuses values the schema cannot judge alone.
 */
function updateChecked(tx: Tx, auth: AuthContext, id: string, body: Change, check: () => Promise<void>) {
  return forOrganisation(tx, auth, id, async () => {
    assertOrganisationCaller(auth);
    await mustGetOrganisation(tx, id);
    await check();
    const { version, organisationId: _caller, ...values } = body;
    return updateVersioned(tx, id, version, auth.userId, values);
  });
}

/** PUT Organisation: name, industry and contact. */
export function updateOrganisationDetails(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof organisationUpdateSchema>,
) {
  return updateChecked(tx, auth, id, body, () => assertIndustryExists(tx, body.industryId));
}

/** PUT Organisation/UpdateAddress: country, state and city must belong together. */
export function updateOrganisationAddress(
  tx: Tx,
  auth: AuthContext,
  id: string,
  body: z.output<typeof organisationAddressUpdateSchema>,
) {
  return updateChecked(tx, auth, id, body, () => assertAddressConsistent(tx, body));
}
